import { deliveryMessages } from "@contract/delivery-slots";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { deliveredOrder } from "@web/test/order-fixtures";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { OrderDetailPage } from "./order-detail-page";
import { OrdersPage } from "./orders-page";

/** Paid, not yet packed: tomorrow's midnight slot, ₹249 on top, with a card. */
const midnight = deliveredOrder({
  order_status: "PROCESSING",
  total_amount: "1048.00",
  shipping_method: "L",
  shipping_method_name: "Hand delivery",
  shipping_charge: "0.00",
  delivery_date: "2026-10-24",
  delivery_slot_label: "Midnight, 11–11:59 PM",
  slot_fee: "249.00",
  expected_delivery: "2026-10-24",
  gift_message: "Happy birthday, Asha!\nLots of love",
  gift_from: "Rahul",
  gift_message_editable: true,
  shipped_at: null,
  delivered_at: null,
  courier: null,
  tracking_number: null,
});

function renderDetail() {
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderDetailPage orderId="5" />} />
    </Routes>,
    { route: "/orders/5" },
  );
}

describe("a hand-delivered order (decision 24)", () => {
  it("shows its date and slot on the /orders card; a courier card keeps the spec's lines", async () => {
    mockApi({
      "GET /api/orders/": jsonResponse([midnight, deliveredOrder({ id: 4, order_number: "MTH-1004" })]),
    });
    renderWithProviders(<OrdersPage />, { route: "/orders" });
    const [hand, courier] = await screen.findAllByRole("link", { name: /^Order #/ });
    expect(hand).toHaveTextContent("Delivery: Sat 24 Oct, Midnight, 11–11:59 PM");
    expect(courier).not.toHaveTextContent("Delivery:");
  });

  it("shows the date, slot and slot fee on /orders/{id}, and the card as written", async () => {
    mockApi({ "GET /api/orders/5/": jsonResponse(midnight) });
    renderDetail();
    expect(await screen.findByText("Delivery: Sat 24 Oct, Midnight, 11–11:59 PM")).toBeInTheDocument();
    expect(screen.queryByText(/Expected by/)).not.toBeInTheDocument();
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(within(payment).getByText("Shipping (Hand delivery)").nextSibling).toHaveTextContent("FREE");
    expect(within(payment).getByText("Delivery slot").nextSibling).toHaveTextContent("₹249");
    const card = screen.getByRole("region", { name: "Gift card" });
    expect(within(card).getByText(/Happy birthday, Asha!/)).toHaveTextContent(
      "Happy birthday, Asha! Lots of love",
    );
    expect(within(card).getByText("— Rahul")).toBeInTheDocument();
  });

  it("shows a packed order's card without the edit", async () => {
    mockApi({ "GET /api/orders/5/": jsonResponse({ ...midnight, gift_message_editable: false }) });
    renderDetail();
    const card = await screen.findByRole("region", { name: "Gift card" });
    expect(within(card).getByText("— Rahul")).toBeInTheDocument();
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
  });

  it("edits the card through PUT /orders/{id}/gift-message/ and shows the card the server kept", async () => {
    const calls = mockApi({
      "GET /api/orders/5/": jsonResponse(midnight),
      "PUT /api/orders/5/gift-message/": jsonResponse({
        ...midnight,
        gift_message: "See you soon!",
        gift_from: "R",
      }),
    });
    renderDetail();
    const card = await screen.findByRole("region", { name: "Gift card" });
    await userEvent.click(within(card).getByRole("button", { name: "Edit card" }));
    const message = within(card).getByLabelText("Gift message");
    expect(message).toHaveValue("Happy birthday, Asha!\nLots of love");
    expect(message).toHaveAccessibleDescription("34/200");
    await userEvent.clear(message);
    await userEvent.type(message, "See you soon!");
    await userEvent.clear(within(card).getByLabelText("From"));
    await userEvent.type(within(card).getByLabelText("From"), "R");
    await userEvent.click(within(card).getByRole("button", { name: "Save card" }));

    expect(await within(card).findByText("See you soon!")).toBeInTheDocument();
    expect(within(card).getByText("— R")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      gift_message: "See you soon!",
      gift_from: "R",
    });
  });

  it("shows the server's word when the gift was packed meanwhile, and no longer offers the edit", async () => {
    let packed = false;
    mockApi({
      "GET /api/orders/5/": () =>
        jsonResponse(packed ? { ...midnight, gift_message_editable: false } : midnight),
      "PUT /api/orders/5/gift-message/": () => {
        packed = true;
        return jsonResponse({ message: deliveryMessages.packed }, 409);
      },
    });
    renderDetail();
    const card = await screen.findByRole("region", { name: "Gift card" });
    await userEvent.click(within(card).getByRole("button", { name: "Edit card" }));
    await userEvent.type(within(card).getByLabelText("Gift message"), " xx");
    await userEvent.click(within(card).getByRole("button", { name: "Save card" }));

    expect(await within(card).findByRole("alert")).toHaveTextContent(deliveryMessages.packed);
    await waitFor(() => expect(within(card).queryByLabelText("Gift message")).not.toBeInTheDocument());
    expect(within(card).queryByRole("button", { name: "Edit card" })).not.toBeInTheDocument();
    expect(within(card).getByText(/Happy birthday, Asha!/)).toBeInTheDocument();
  });
});
