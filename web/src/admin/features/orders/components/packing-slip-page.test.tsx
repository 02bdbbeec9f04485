import { screen, within } from "@testing-library/react";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { handDelivered, order } from "./admin-order.fixture";
import PackingSlipPage from "./packing-slip-page";

const renderSlip = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/orders/:orderId/packing-slip" element={<PackingSlipPage />} />
    </Routes>,
    { route: "/admin/orders/42/packing-slip" },
  );

describe("the packing slip", () => {
  it("says when to deliver and prints the card as its own block, with no price anywhere", async () => {
    mockApi({ "GET /api/admin/orders/42/": jsonResponse(handDelivered()) });
    renderSlip();
    const slip = await screen.findByRole("article", { name: "Packing slip" });
    expect(slip).toHaveTextContent("Hand delivery");
    expect(slip).toHaveTextContent("Deliver Sat 24 Oct, Midnight, 11–11:59 PM");
    const card = within(slip).getByRole("region", { name: "Gift card" });
    expect(within(card).getByText(/Happy birthday/)).toHaveTextContent("Happy birthday, Asha! Lots of love");
    expect(within(card).getByText(/Happy birthday/).textContent).toBe("Happy birthday, Asha!\nLots of love");
    expect(card).toHaveTextContent("— Rahul");
    // Nothing that travels with the gift shows what it cost: no rupee sign, no amount.
    expect(document.body.textContent).not.toMatch(/₹|1,?778|1,?500|249|Rs\.?/);
  });

  it("prints a courier order's expected date and no card when there is none", async () => {
    mockApi({ "GET /api/admin/orders/42/": jsonResponse(order()) });
    renderSlip();
    const slip = await screen.findByRole("article", { name: "Packing slip" });
    expect(slip).toHaveTextContent("Expected by November 28, 2026");
    expect(within(slip).queryByRole("region", { name: "Gift card" })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain("₹");
  });

  it("prints a card that only says who it is from", async () => {
    mockApi({ "GET /api/admin/orders/42/": jsonResponse(handDelivered({ gift_message: null })) });
    renderSlip();
    const card = await screen.findByRole("region", { name: "Gift card" });
    expect(card.textContent).toBe("— Rahul");
  });
});
