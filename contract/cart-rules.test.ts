import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart";
import { checkoutBlock, customizationMessages } from "./cart-rules";
import { cartItem } from "./testing/cart-fixtures";

const withdrawn = { is_available: false, unavailable_reason: "not_available" } as const;
/** A cart line named `name`; `customisable` for a product that takes personalisation. */
const named = (id: number, name: string, overrides: Partial<CartItem> = {}, customisable = false) =>
  cartItem(id, overrides, { name, is_customizable: customisable });

describe("checkoutBlock", () => {
  it("lets a cart of lines that can be bought through", () => {
    const mug = named(2, "Mug", { is_customized: true }, true);
    expect(checkoutBlock({ items: [named(1, "Truffles"), mug] })).toBeNull();
  });

  it("asks to personalise first, in the spec's words, but never a product no longer sold", () => {
    expect(checkoutBlock({ items: [named(1, "Mug", {}, true), named(2, "Frame", withdrawn, true)] })).toBe(
      "Please customize Mug before checkout",
    );
    expect(checkoutBlock({ items: [named(1, "Truffles"), named(2, "Frame", withdrawn, true)] })).toBe(
      "Please remove Frame from your cart: no longer available",
    );
  });

  it("then asks to fix lines short of stock", () => {
    const short = { is_available: false, unavailable_reason: "insufficient_stock" } as const;
    expect(checkoutBlock({ items: [named(1, "Truffles", short), named(2, "Box", withdrawn)] })).toBe(
      "Please remove Box from your cart: no longer available",
    );
    expect(checkoutBlock({ items: [named(1, "Truffles", short)] })).toBe(
      "Please update Truffles: not enough stock",
    );
  });
});

describe("customizationMessages.photoCount", () => {
  it("asks for an exact count as one, and keeps the spec's 'min to max' for a range", () => {
    expect(customizationMessages.photoCount(1, 1)).toBe("Please select 1 image");
    expect(customizationMessages.photoCount(2, 2)).toBe("Please select 2 images");
    expect(customizationMessages.photoCount(1, 3)).toBe("Please select 1 to 3 images");
  });
});
