import type { Cart } from "@contract/cart";
import type { Offer } from "@contract/offers";
import { cartItem, cartOf, offer } from "@contract/testing/cart-fixtures";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { toast } from "@web/lib/toast";
import { LocationProbe } from "@web/test/location-probe";
import { deferred, mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { fireConfetti } from "../confetti";
import { CartPage } from "./cart-page";

vi.mock("../confetti", () => ({ fireConfetti: vi.fn() }));

function renderCart(cart: Cart | Response, offers: Offer[] = [], more: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    "GET /api/user/cart/": cart instanceof Response ? cart : jsonResponse(cart),
    "GET /api/setting/offers/active/": jsonResponse(offers),
    ...more,
  });
  renderWithProviders(
    <>
      <CartPage />
      <LocationProbe />
    </>,
    { route: "/cart" },
  );
  return calls;
}

const line = (name: string) => screen.findByRole("listitem", { name });

describe("CartPage", () => {
  it("shows each line's price, quantity and subtotal, and the order summary", async () => {
    renderCart(cartOf([cartItem(1, { quantity: 2 }), cartItem(2, { price: "249.50" })]));
    const first = await line("Truffle Box 1");
    expect(within(first).getByText("₹500 each")).toBeInTheDocument();
    expect(within(first).getByRole("status", { name: "Quantity of Truffle Box 1" })).toHaveTextContent("2");
    expect(within(first).getByText("₹1,000")).toBeInTheDocument();
    const summary = screen.getByRole("region", { name: "Order Summary" });
    expect(within(summary).getByText("Subtotal (3 items)")).toBeInTheDocument();
    expect(within(summary).getByText("₹1,249.50")).toBeInTheDocument();
    // The total is rounded down to the rupee and says so, as checkout shows the amount it charges.
    expect(within(summary).getByText("₹1,249")).toBeInTheDocument();
    expect(within(summary).getByText("Rounded down to the rupee (−₹0.50)")).toBeInTheDocument();
    expect(
      screen.getByText("Prices include all taxes. Shipping is calculated at checkout."),
    ).toBeInTheDocument();
  });

  it("shows a new quantity at once and rolls it back with 'Failed to update quantity' when the server refuses", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    const refusal = deferred<Response>();
    const calls = renderCart(cartOf([cartItem(1, { quantity: 1 })]), [], {
      "POST /api/user/cart/update_quantity/": () => refusal.promise,
    });
    const first = await line("Truffle Box 1");
    const quantity = within(first).getByRole("status", { name: "Quantity of Truffle Box 1" });
    fireEvent.click(within(first).getByRole("button", { name: "Increase quantity of Truffle Box 1" }));
    await waitFor(() => expect(quantity).toHaveTextContent("2"));
    expect(within(first).getByText("₹1,000")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ item_id: 1, quantity: 2 });

    refusal.resolve(jsonResponse({ message: "Only 1 left in stock" }, 400));
    await waitFor(() => expect(quantity).toHaveTextContent("1"));
    expect(error).toHaveBeenCalledWith("Failed to update quantity");
  });

  it("takes the server's cart after a quantity change; minus stops at 1", async () => {
    renderCart(cartOf([cartItem(1, { quantity: 1 })]), [], {
      "POST /api/user/cart/update_quantity/": jsonResponse(
        cartOf([cartItem(1, { quantity: 2, price: "450.00" })]),
      ),
    });
    const first = await line("Truffle Box 1");
    expect(within(first).getByRole("button", { name: "Decrease quantity of Truffle Box 1" })).toBeDisabled();
    fireEvent.click(within(first).getByRole("button", { name: "Increase quantity of Truffle Box 1" }));
    expect(await within(first).findByText("₹450 each")).toBeInTheDocument();
    expect(within(first).getByText("₹900")).toBeInTheDocument();
  });

  it("removes a line with 'Item removed from cart'", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    renderCart(cartOf([cartItem(1), cartItem(2)]), [], {
      "POST /api/user/cart/remove_item/": jsonResponse({
        message: "Item removed from cart",
        item_id: 1,
        cart: cartOf([cartItem(2)]),
      }),
    });
    fireEvent.click(
      within(await line("Truffle Box 1")).getByRole("button", { name: "Remove Truffle Box 1" }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Truffle Box 1" })).not.toBeInTheDocument(),
    );
    expect(success).toHaveBeenCalledWith("Item removed from cart");
  });

  it("blocks checkout while a personalised line is not customised, and links it to /customize", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    renderCart(
      cartOf([
        cartItem(1, {}, { name: "Photo Mug", is_customizable: true }),
        cartItem(2, {}, { name: "Name Bars", is_customizable: true }),
        cartItem(3),
      ]),
    );
    const mug = await line("Photo Mug");
    expect(within(mug).getByRole("link", { name: "Customize" })).toHaveAttribute("href", "/customize/10");
    fireEvent.click(screen.getByRole("button", { name: "Proceed to Checkout" }));
    expect(error).toHaveBeenCalledWith(
      "Please customize Photo Mug, Name Bars before checkout",
      expect.anything(),
    );
    expect(screen.getByTestId("location")).toHaveTextContent("/cart");
  });

  it("blocks checkout while a line is above the stock, saying so on the line", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    renderCart(
      cartOf([
        cartItem(
          1,
          { quantity: 3, is_available: false, unavailable_reason: "insufficient_stock" },
          { stock: 2 },
        ),
      ]),
    );
    expect(within(await line("Truffle Box 1")).getByText("Only 2 left in stock")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Proceed to Checkout" }));
    expect(error).toHaveBeenCalledWith("Please update Truffle Box 1: not enough stock", expect.anything());
  });

  it("offers no personalisation for a product no longer sold, leaves it out of the total, and asks to remove it", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    const gone = cartItem(
      2,
      { is_available: false, unavailable_reason: "not_available" },
      { name: "Photo Frame", is_customizable: true },
    );
    renderCart({ ...cartOf([cartItem(1), gone]), total: "500.00" });
    const frame = await line("Photo Frame");
    expect(within(frame).getByText("This product is no longer available")).toBeInTheDocument();
    expect(within(frame).queryByRole("link", { name: "Customize" })).not.toBeInTheDocument();
    expect(within(frame).queryByRole("button", { name: /quantity of Photo Frame/ })).not.toBeInTheDocument();
    expect(within(frame).getByText("Quantity 1")).toBeInTheDocument();
    expect(within(frame).getByText("Not counted in the total:", { exact: false })).toBeInTheDocument();
    expect(screen.getByText("1 item ready for gifting")).toBeInTheDocument();
    expect(screen.getByText("Subtotal (1 item)")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Proceed to Checkout" }));
    expect(error).toHaveBeenCalledWith(
      "Please remove Photo Frame from your cart: no longer available",
      expect.anything(),
    );
  });

  it("goes to /checkout when every line is ready", async () => {
    renderCart(
      cartOf([
        cartItem(1, { is_customized: true, customization_summary: "Name: Asha" }, { is_customizable: true }),
      ]),
    );
    const first = await line("Truffle Box 1");
    expect(within(first).getByText("Name: Asha")).toBeInTheDocument();
    expect(within(first).getByRole("link", { name: "Edit customization" })).toHaveAttribute(
      "href",
      "/customize/10",
    );
    fireEvent.click(screen.getByRole("button", { name: "Proceed to Checkout" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/checkout");
  });

  it("applies the best automatic offer with confetti and a toast", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    renderCart(cartOf([cartItem(1, { quantity: 4 })]), [
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
    ]);
    const summary = await screen.findByRole("region", { name: "Order Summary" });
    expect(await within(summary).findByText("Festive 10% Off")).toBeInTheDocument();
    expect(within(summary).getByText("−₹200")).toBeInTheDocument();
    expect(within(summary).getByText("₹1,800")).toBeInTheDocument();
    expect(success).toHaveBeenCalledWith("Festive 10% Off applied automatically!", expect.anything());
    expect(fireConfetti).toHaveBeenCalledTimes(1);
    // A bigger offer is within reach: ₹2,999 − ₹2,000, where ₹400 beats 10%.
    expect(within(summary).getByText("Add ₹999 more to get Flat ₹400 Off")).toBeInTheDocument();
  });

  it("shows 'Add ₹x more…' when no offer applies yet", async () => {
    renderCart(cartOf([cartItem(1, { quantity: 2 })]), [offer()]);
    expect(await screen.findByText("Add ₹499 more to get Festive 10% Off")).toBeInTheDocument();
  });

  it("has an empty state with Browse Products", async () => {
    renderCart(cartOf([]));
    expect(await screen.findByText("Your cart is empty")).toBeInTheDocument();
    expect(screen.getByText("Add some chocolates to get started")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Products" })).toHaveAttribute("href", "/categories");
    expect(screen.getByRole("heading", { level: 1, name: "My Cart" })).toBeInTheDocument();
  });

  it("says 'Failed to load cart' when it cannot load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderCart(jsonResponse({ message: "boom" }, 500));
    expect(await screen.findByText("Failed to load cart")).toBeInTheDocument();
  });
});
