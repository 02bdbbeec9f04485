import type { BuyAgainResult } from "@contract/cart";
import { cartItem, cartOf } from "@contract/testing/cart-fixtures";
import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, testQueryClient } from "@web/test/render";
import { MemoryRouter, useLocation } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { CartPage } from "./cart-page";

vi.mock("../confetti", () => ({ fireConfetti: vi.fn() }));

const cart = cartOf([cartItem(1), cartItem(2)]);
const result: BuyAgainResult = {
  order_number: "MTH-1005",
  cart,
  added: [
    { product_id: 1, name: "Truffle Box 1", quantity: 2 },
    { product_id: 2, name: "Truffle Box 2", quantity: 1 },
  ],
  changes: [
    { product_name: "Truffle Box 1", change: "price_changed", detail: "₹450 → ₹499" },
    { product_name: "Truffle Box 1", change: "fewer_left", detail: "only 2 added" },
    { product_name: "Photo Mug", change: "not_sold", detail: "no longer sold, so not added" },
    { product_name: "Truffle Box 2", change: "personalise", detail: "personalise it before checkout" },
  ],
};

let routerState: unknown;
function StateProbe() {
  routerState = useLocation().state;
  return null;
}

/** The cart as Buy again opens it: the result in the router's state. */
function renderCartFrom(state: unknown) {
  mockApi({
    "GET /api/user/cart/": jsonResponse(cart),
    "GET /api/setting/offers/active/": jsonResponse([]),
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[{ pathname: "/cart", state }]}>
        <CartPage />
        <StateProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the cart after Buy again", () => {
  it("lists what changed since the order until the shopper dismisses it", async () => {
    renderCartFrom({ buyAgain: result });
    const notice = screen.getByRole("region", { name: "From order #MTH-1005:" });
    expect(
      within(notice)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Truffle Box 1: ₹450 → ₹499",
      "Truffle Box 1: only 2 added",
      "Photo Mug: no longer sold, so not added",
      "Truffle Box 2: personalise it before checkout",
    ]);
    expect(await screen.findByRole("listitem", { name: "Truffle Box 1" })).toBeInTheDocument();

    await userEvent.click(
      within(notice).getByRole("button", { name: "Dismiss the notes from order #MTH-1005" }),
    );
    expect(screen.queryByRole("region", { name: /^From order/ })).not.toBeInTheDocument();
    // Gone from the history entry too, so a reload or Back does not bring it back.
    expect(routerState).toBeNull();
    expect(screen.getByRole("listitem", { name: "Truffle Box 1" })).toBeInTheDocument();
  });

  it("shows nothing when nothing changed, or when the cart was opened any other way", async () => {
    renderCartFrom({ buyAgain: { ...result, changes: [] } });
    expect(await screen.findByRole("listitem", { name: "Truffle Box 1" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /^From order/ })).not.toBeInTheDocument();
  });

  it("ignores router state that is not Buy again's", async () => {
    renderCartFrom({ from: "/product/1" });
    expect(await screen.findByRole("listitem", { name: "Truffle Box 1" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: /^From order/ })).not.toBeInTheDocument();
  });
});
