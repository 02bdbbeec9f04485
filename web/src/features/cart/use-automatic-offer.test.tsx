import { offer } from "@contract/testing/cart-fixtures";
import { renderHook } from "@testing-library/react";
import { toast } from "@web/lib/toast";
import { describe, expect, it, vi } from "vitest";
import { fireConfetti } from "./confetti";
import { useAutomaticOffer } from "./use-automatic-offer";

vi.mock("./confetti", () => ({ fireConfetti: vi.fn() }));

const offers = [
  offer(),
  offer({
    id: 2,
    name: "Flat ₹400 Off",
    discount_type: "fixed",
    discount_percentage: null,
    discount_amount: "400.00",
    max_discount_amount: null,
    min_order_amount: "2999.00",
  }),
  offer({ id: 3, name: "Ended 50% Off", discount_percentage: 50, end_date: "2021-01-01T00:00:00Z" }),
];

describe("useAutomaticOffer", () => {
  it("celebrates only when the applied discount grows, never when it shrinks or stays", () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    const { result, rerender } = renderHook(({ subtotal }) => useAutomaticOffer(subtotal, offers), {
      initialProps: { subtotal: 100_000 },
    });
    expect(result.current.best).toBeNull();
    expect(result.current.hint?.message).toBe("Add ₹499 more to get Festive 10% Off");
    expect(success).not.toHaveBeenCalled();

    rerender({ subtotal: 200_000 });
    expect(result.current.best?.discountPaise).toBe(20_000);
    expect(success).toHaveBeenLastCalledWith("Festive 10% Off applied automatically!", expect.anything());
    rerender({ subtotal: 180_000 });
    expect(result.current.best?.discountPaise).toBe(18_000);
    expect(fireConfetti).toHaveBeenCalledTimes(1);

    // 10% of ₹3,000 is ₹300, so the flat ₹400 takes over.
    rerender({ subtotal: 300_000 });
    expect(result.current.best?.offer.name).toBe("Flat ₹400 Off");
    expect(result.current.hint).toBeNull();
    expect(success).toHaveBeenLastCalledWith("Flat ₹400 Off applied automatically!", expect.anything());
    expect(fireConfetti).toHaveBeenCalledTimes(2);

    rerender({ subtotal: 100_000 });
    rerender({ subtotal: 200_000 });
    expect(fireConfetti).toHaveBeenCalledTimes(3);
  });

  it("does not celebrate the same offer again on the next screen of the tab (cart, then checkout)", () => {
    vi.mocked(fireConfetti).mockClear();
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    const cart = renderHook(({ list }) => useAutomaticOffer(200_000, list), {
      initialProps: { list: undefined as typeof offers | undefined },
    });
    cart.rerender({ list: offers });
    expect(success).toHaveBeenCalledTimes(1);
    cart.unmount();

    // The checkout mounts before its offers have loaded, then gets them: same discount, no second toast.
    const checkout = renderHook(({ list }) => useAutomaticOffer(200_000, list), {
      initialProps: { list: undefined as typeof offers | undefined },
    });
    checkout.rerender({ list: offers });
    expect(checkout.result.current.best?.discountPaise).toBe(20_000);
    expect(success).toHaveBeenCalledTimes(1);
    expect(fireConfetti).toHaveBeenCalledTimes(1);
  });
});
