import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { handDelivered, order, photoUrl } from "./admin-order.fixture";
import AdminOrderPage from "./admin-order-page";

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/orders/:orderId" element={<AdminOrderPage />} />
    </Routes>,
    { route: "/admin/orders/42" },
  );

describe("the order view", () => {
  it("shows the customer's photos to open and download, the amounts, payment ids and allowed moves", async () => {
    mockApi({ "GET /api/admin/orders/42/": jsonResponse(order()) });
    renderPage();
    expect(await screen.findByRole("heading", { name: "Order #MTH-261123-ABCD1234" })).toBeInTheDocument();
    const items = screen.getByRole("region", { name: "Items" });
    const photo = within(items).getByRole("img", { name: /Customer upload/ });
    expect(photo).toHaveAttribute("src", photoUrl);
    const download = within(items).getByRole("link", { name: "Download" });
    expect(download).toHaveAttribute("href", photoUrl);
    expect(download).toHaveAttribute("download", "MTH-261123-ABCD1234-3-your-photos-1.jpg");
    expect(within(items).getByText("Happy Diwali")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Amounts" })).toHaveTextContent("Coupon SWEET50−₹50");
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent("pay_Abc");
    expect(screen.getByRole("button", { name: "Mark shipped" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel & refund" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark delivered" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Packing slip" })).toHaveAttribute(
      "href",
      "/admin/orders/42/packing-slip",
    );
  });

  it("shows a hand delivery's date and slot, its slot fee and the gift card, open to edits until packed", async () => {
    mockApi({ "GET /api/admin/orders/42/": jsonResponse(handDelivered()) });
    renderPage();
    const customer = await screen.findByRole("region", { name: "Customer & address" });
    expect(customer).toHaveTextContent("Hand delivery · Sat 24 Oct, Midnight, 11–11:59 PM");
    expect(screen.getByRole("region", { name: "Amounts" })).toHaveTextContent(
      "Slot fee (Midnight, 11–11:59 PM)₹249",
    );
    const card = screen.getByRole("region", { name: "Gift card" });
    expect(within(card).getByText(/Happy birthday, Asha!/)).toHaveTextContent(
      "Happy birthday, Asha! Lots of love",
    );
    expect(card).toHaveTextContent("— Rahul");
    expect(card).toHaveTextContent("The customer can change the card until the order is packed.");
  });

  it("says when a card was packed, and shows no card panel without one", async () => {
    mockApi({
      "GET /api/admin/orders/42/": jsonResponse(handDelivered({ packed_at: "2026-10-24T10:00:00Z" })),
    });
    const { unmount } = renderPage();
    expect(await screen.findByRole("region", { name: "Gift card" })).toHaveTextContent(
      "the card can no longer change",
    );
    unmount();
    mockApi({ "GET /api/admin/orders/42/": jsonResponse(order()) });
    renderPage();
    expect(await screen.findByRole("region", { name: "Customer & address" })).toHaveTextContent(
      "Standard · expected by November 28, 2026",
    );
    expect(screen.queryByRole("region", { name: "Gift card" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Amounts" })).not.toHaveTextContent("Slot fee");
  });

  it("keeps what was typed and shows the server's field error when shipping fails, then ships", async () => {
    let attempts = 0;
    const calls = mockApi({
      "GET /api/admin/orders/42/": jsonResponse(order()),
      "POST /api/admin/orders/42/ship/": () =>
        ++attempts === 1
          ? jsonResponse(
              {
                message: "Please correct the errors below.",
                errors: { tracking_number: ["Tracking number is not in the courier's format"] },
              },
              400,
            )
          : jsonResponse(
              order({
                order_status: "SHIPPED",
                actions: ["deliver"],
                shipment: {
                  courier: "Blue Dart",
                  tracking_number: "BD1",
                  shipped_at: "2026-11-23T08:00:00Z",
                  delivered_at: null,
                },
              }),
            ),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText("Courier (optional)"), "Blue Dart");
    await userEvent.type(screen.getByLabelText("Tracking number (optional)"), "BD1");
    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    expect(await screen.findByText("Tracking number is not in the courier's format")).toBeInTheDocument();
    expect(screen.getByLabelText("Courier (optional)")).toHaveValue("Blue Dart");
    expect(screen.getByLabelText("Tracking number (optional)")).toHaveValue("BD1");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      courier: "Blue Dart",
      tracking_number: "BD1",
    });

    await userEvent.click(screen.getByRole("button", { name: "Mark shipped" }));
    expect(await screen.findByRole("button", { name: "Mark delivered" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Shipment" })).toHaveTextContent("BD1");
  });

  it("asks before marking an order delivered, and sends nothing when staff think again", async () => {
    const calls = mockApi({
      "GET /api/admin/orders/42/": jsonResponse(order({ order_status: "SHIPPED", actions: ["deliver"] })),
      "POST /api/admin/orders/42/deliver/": jsonResponse(order({ order_status: "DELIVERED", actions: [] })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Mark delivered" }));
    const dialog = screen.getByRole("dialog", { name: "Mark order #MTH-261123-ABCD1234 delivered?" });
    expect(dialog).toHaveTextContent("asked to review it");
    await userEvent.click(within(dialog).getByRole("button", { name: "Not now" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await userEvent.click(screen.getByRole("button", { name: "Mark delivered" }));
    await userEvent.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Mark delivered" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "POST")).toHaveLength(1));
  });

  it("asks before cancelling a paid order, and keeps the dialog open with the message when the refund fails", async () => {
    mockApi({
      "GET /api/admin/orders/42/": jsonResponse(order()),
      "POST /api/admin/orders/42/cancel/": jsonResponse(
        { message: "The refund did not go through at the payment gateway, so nothing was changed." },
        402,
      ),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Cancel & refund" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel order #MTH-261123-ABCD1234?" });
    expect(dialog).toHaveTextContent("₹1,450 will be refunded to the customer");
    await userEvent.type(within(dialog).getByLabelText("Reason (optional)"), "Out of stock");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel & refund" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The refund did not go through");
    expect(within(dialog).getByLabelText("Reason (optional)")).toHaveValue("Out of stock");
    expect(dialog).toHaveAttribute("open");
  });

  it("offers only a refund for a payment that arrived after cancellation, and says it is going back by itself", async () => {
    const pending = {
      status: "pending",
      failed_attempts: 0,
      next_attempt_at: null,
      refunded_at: null,
    } as const;
    mockApi({
      "GET /api/admin/orders/42/": jsonResponse(
        order({
          order_status: "CANCELLED",
          refund_due: true,
          automatic_refund: pending,
          actions: ["refund"],
        }),
      ),
    });
    renderPage();
    expect(await screen.findByRole("button", { name: "Refund payment" })).toBeInTheDocument();
    expect(screen.getByText("REFUND PENDING")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent(
      "Automatic refundRefund pending",
    );
    expect(screen.queryByRole("button", { name: /Cancel/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Ship this order" })).not.toBeInTheDocument();
  });

  it("shows an automatic refund that failed as retrying, and one that went through with its date", async () => {
    const retrying = {
      status: "retrying",
      failed_attempts: 2,
      next_attempt_at: "2026-11-24T06:31:00Z",
      refunded_at: null,
    } as const;
    mockApi({
      "GET /api/admin/orders/42/": jsonResponse(
        order({
          order_status: "CANCELLED",
          refund_due: true,
          automatic_refund: retrying,
          actions: ["refund"],
        }),
      ),
    });
    const first = renderPage();
    expect(await screen.findByText("REFUND FAILED, RETRYING")).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent(
      "Failed, retrying at 24 Nov 2026, 12:01 pm (2 failed tries)",
    );
    first.unmount();

    const refunded = {
      ...retrying,
      status: "refunded",
      next_attempt_at: null,
      refunded_at: "2026-11-24T19:00:00Z",
    } as const;
    mockApi({
      "GET /api/admin/orders/42/": jsonResponse(
        order({
          order_status: "CANCELLED",
          payment_status: "REFUNDED",
          automatic_refund: refunded,
          actions: [],
        }),
      ),
    });
    renderPage();
    const payment = await screen.findByRole("region", { name: "Payment" });
    expect(payment).toHaveTextContent("Refunded automatically on November 25, 2026");
    expect(screen.queryByText(/REFUND (PENDING|FAILED)/)).not.toBeInTheDocument();
  });

  it("offers a refund for a delivered order, saying it stays delivered and keeps its stock out", async () => {
    mockApi({
      "GET /api/admin/orders/42/": jsonResponse(order({ order_status: "DELIVERED", actions: ["refund"] })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Refund payment" }));
    const dialog = screen.getByRole("dialog");
    expect(dialog).toHaveTextContent("goes back to the customer through the payment gateway");
    expect(dialog).toHaveTextContent("The order stays delivered and its stock is not put back.");
  });

  it("writes a refund in the history as the rest of the back office writes amounts", async () => {
    const refund = {
      id: 2,
      created_at: "2026-11-24T06:30:00Z",
      kind: "refunded",
      from_status: "PROCESSING",
      to_status: "CANCELLED",
      staff_email: "staff@mithaas.test",
      detail: { gateway_refund_id: "rfnd_1", refunded: "1503.00" },
    } as const;
    mockApi({ "GET /api/admin/orders/42/": jsonResponse(order({ history: [refund] })) });
    renderPage();
    const history = await screen.findByRole("region", { name: "History" });
    expect(within(history).getByText("Refunded: ₹1,503")).toBeInTheDocument();
    expect(within(history).getByText("Refund id: rfnd_1")).toBeInTheDocument();
  });
});
