import type { Order } from "@contract/orders";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { OrderDetailPage } from "./order-detail-page";
import { OrdersPage } from "./orders-page";

const statuses = ["PENDING", "PROCESSING", "SHIPPED", "DELIVERED", "CANCELLED"] as const;

function order(id: number, overrides: Partial<Order> = {}): Order {
  return {
    id,
    order_number: `MTH-${1000 + id}`,
    created_at: "2026-11-20T06:30:00Z",
    order_status: statuses[id % statuses.length] ?? "PENDING",
    payment_status: "PAID",
    total_amount: "1588.00",
    subtotal: "1599.00",
    discount_amount: "159.90",
    discounts: [{ kind: "offer", label: "Festive 10% Off", amount: "159.90" }],
    coupon_code: null,
    shipping_method: "E",
    shipping_method_name: "Express",
    shipping_charge: "149.00",
    delivery_date: null,
    delivery_slot_label: null,
    slot_fee: "0.00",
    gift_message: null,
    gift_from: null,
    gift_message_editable: false,
    rounding: "-0.10",
    expected_delivery: "2026-11-21",
    paid_at: "2026-11-20T06:31:00Z",
    expires_at: null,
    refund_due: false,
    refunded_at: null,
    courier: null,
    tracking_number: null,
    shipped_at: null,
    delivered_at: null,
    tracking_url: null,
    packed_at: null,
    cancelled_at: null,
    cancelled_by: null,
    can_cancel: false,
    invoice_number: null,
    credit_note_number: null,
    address_details: {
      full_name: "Asha Rao",
      phone: "9876543210",
      house_no: "Flat 4B",
      street: "North Main Road",
      landmark: "Near Osho Garden",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411001",
    },
    items: [
      {
        id: id * 10,
        product: 1,
        product_name: "Dark Truffle Box",
        product_image: "/media/1.webp",
        quantity: 2,
        price: "650.00",
        subtotal: "1300.00",
        customizations: [],
      },
      {
        id: id * 10 + 1,
        product: 2,
        product_name: "Photo Mug",
        product_image: "/media/2.webp",
        quantity: 1,
        price: "299.00",
        subtotal: "299.00",
        customizations: [
          { field: "Message", text: "Happy birthday", image_count: 0, photos: [] },
          {
            field: "Your photo",
            text: null,
            image_count: 1,
            photos: ["/api/user/uploads/private/customers/1/a.jpg?expires=1&signature=s"],
          },
        ],
      },
    ],
    ...overrides,
  };
}

describe("OrdersPage", () => {
  it("shows five orders a page with Previous/Next and coloured status badges", async () => {
    mockApi({ "GET /api/orders/": jsonResponse([12, 11, 10, 9, 8, 7, 6].map((id) => order(id))) });
    renderWithProviders(<OrdersPage />, { route: "/orders" });
    expect(await screen.findByRole("heading", { name: "My Orders" })).toBeInTheDocument();
    const cards = await screen.findAllByRole("link", { name: /^Order #/ });
    // Each card is named by its own words, starting with the order number.
    expect(cards.map((card) => /^Order #MTH-\d+/.exec(card.textContent ?? "")?.[0])).toEqual([
      "Order #MTH-1012",
      "Order #MTH-1011",
      "Order #MTH-1010",
      "Order #MTH-1009",
      "Order #MTH-1008",
    ]);
    expect(cards[0]).toHaveAttribute("href", "/orders/12");
    expect(cards[0]).toHaveTextContent("November 20, 2026");
    expect(cards[0]).toHaveTextContent("₹1,588");
    const badge = (index: number, status: string) => within(cards[index] as HTMLElement).getByText(status);
    expect(badge(0, "SHIPPED").className).toContain("bg-purple-100");
    expect(badge(1, "PROCESSING").className).toContain("bg-blue-100");
    expect(badge(2, "PENDING").className).toContain("bg-yellow-100");
    expect(badge(3, "CANCELLED").className).toContain("bg-red-100");
    expect(badge(4, "DELIVERED").className).toContain("bg-green-100");

    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(screen.getAllByRole("link", { name: /^Order #/ })).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(screen.getByRole("link", { name: /^Order #MTH-1006 / })).toBeInTheDocument();
  });

  it("has an empty state and a failure state", async () => {
    mockApi({ "GET /api/orders/": jsonResponse([]) });
    const { unmount } = renderWithProviders(<OrdersPage />);
    expect(await screen.findByText("No orders yet")).toBeInTheDocument();
    expect(screen.getByText("Start shopping to create your first order")).toBeInTheDocument();
    unmount();

    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "GET /api/orders/": jsonResponse({ message: "boom" }, 500) });
    renderWithProviders(<OrdersPage />);
    expect(await screen.findByText("Failed to load orders", {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe("OrderDetailPage", () => {
  const renderDetail = (id: string) =>
    renderWithProviders(
      <Routes>
        <Route path="/orders/:orderId" element={<OrderDetailPage orderId={id} />} />
      </Routes>,
      { route: `/orders/${id}` },
    );

  it("shows the order's number, status, payment, lines, total and address", async () => {
    mockApi({ "GET /api/orders/7/": jsonResponse(order(7, { order_status: "PROCESSING" })) });
    renderDetail("7");
    expect(await screen.findByRole("heading", { name: "Order #MTH-1007" })).toBeInTheDocument();
    expect(screen.getByText("Placed on November 20, 2026")).toBeInTheDocument();
    expect(screen.getByText("PROCESSING").className).toContain("bg-blue-100");
    expect(screen.getByText("PAID")).toBeInTheDocument();
    expect(screen.getByText("2 × ₹650")).toBeInTheDocument();
    expect(screen.getByText("₹1,300")).toBeInTheDocument();
    expect(screen.getByText("Message: Happy birthday")).toBeInTheDocument();
    // The shopper's own uploaded photo, through the signed link the order answer carries.
    expect(screen.getByRole("img", { name: "Your photo (1 of 1)" })).toHaveAttribute(
      "src",
      "/api/user/uploads/private/customers/1/a.jpg?expires=1&signature=s",
    );
    expect(screen.getByText("Festive 10% Off")).toBeInTheDocument();
    expect(screen.getByText("₹1,588")).toBeInTheDocument();
    expect(screen.getByText("Flat 4B, North Main Road")).toBeInTheDocument();
    expect(screen.getByText("Expected by November 21, 2026")).toBeInTheDocument();
    // Items become clickable only for a delivered order and a review panel to open.
    expect(screen.queryByRole("button", { name: /Dark Truffle Box/ })).not.toBeInTheDocument();
  });

  it("tells a shipped order's courier and tracking number, and a delivered order's day", async () => {
    mockApi({
      "GET /api/orders/5/": jsonResponse(
        order(5, {
          order_status: "SHIPPED",
          courier: "Blue Dart",
          tracking_number: "BD123456789IN",
          shipped_at: "2026-11-20T20:00:00Z",
        }),
      ),
      "GET /api/orders/4/": jsonResponse(
        order(4, { order_status: "DELIVERED", delivered_at: "2026-11-22T06:00:00Z" }),
      ),
    });
    const { unmount } = renderDetail("5");
    expect(await screen.findByText("SHIPPED")).toBeInTheDocument();
    expect(screen.getByText("Shipped on November 21, 2026")).toBeInTheDocument();
    expect(screen.getByText("Courier: Blue Dart")).toBeInTheDocument();
    expect(screen.getByText("BD123456789IN")).toBeInTheDocument();
    expect(screen.getByText("Expected by November 21, 2026")).toBeInTheDocument();
    unmount();
    renderDetail("4");
    expect(await screen.findByText("DELIVERED")).toBeInTheDocument();
    expect(screen.getByText("Delivered on November 22, 2026")).toBeInTheDocument();
    expect(screen.queryByText(/Expected by/)).not.toBeInTheDocument();
  });

  it("says at the top how long an unpaid order waits for its payment, and that an expired one took no money", async () => {
    mockApi({
      "GET /api/orders/3/": jsonResponse(
        order(3, {
          order_status: "PENDING",
          payment_status: "PENDING",
          expires_at: new Date(Date.now() + 23 * 60_000 - 5_000).toISOString(),
        }),
      ),
      "GET /api/orders/4/": jsonResponse(
        order(4, {
          order_status: "PENDING",
          payment_status: "PENDING",
          expires_at: new Date(Date.now() - 60_000).toISOString(),
        }),
      ),
    });
    const { unmount } = renderDetail("3");
    const waiting = await screen.findByText(
      "Waiting for payment — pay within 23 minutes to keep these items.",
    );
    expect(screen.getByText("PENDING", { selector: "[data-status]" })).toBeInTheDocument();
    // At the top: before the items, not under the payment details.
    const items = screen.getByRole("heading", { name: "Items" });
    expect(waiting.compareDocumentPosition(items) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("button", { name: "Pay now" })).toBeEnabled();
    expect(screen.queryByText(/Expected by/)).not.toBeInTheDocument();
    unmount();
    renderDetail("4");
    expect(
      await screen.findByText("Payment not completed — no money was taken. The items were released."),
    ).toBeInTheDocument();
    expect(
      screen.getByText("This order has expired. Buy again puts its items back in your cart."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pay now" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Buy again" })).toBeInTheDocument();
  });

  it("says how much a refund gives back and when, and keeps a refunded order's tracking", async () => {
    mockApi({
      "GET /api/orders/2/": jsonResponse(order(2, { order_status: "CANCELLED", refund_due: true })),
      "GET /api/orders/6/": jsonResponse(
        order(6, {
          order_status: "CANCELLED",
          payment_status: "REFUNDED",
          refunded_at: "2026-11-21T20:00:00Z",
          courier: "Blue Dart",
          tracking_number: "BD123456789IN",
          shipped_at: "2026-11-20T10:00:00Z",
        }),
      ),
    });
    const { unmount } = renderDetail("2");
    expect(
      await screen.findByText(
        "Refund on its way: ₹1,588 back to your original payment method, usually within 5–7 business days.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("PAID").className).not.toContain("text-emerald-700");
    expect(screen.queryByText(/Expected by/)).not.toBeInTheDocument();
    unmount();
    renderDetail("6");
    expect(
      await screen.findByText(
        "Refunded: ₹1,588 back to your original payment method, usually within 5–7 business days.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByText("Refund sent on November 22, 2026.")).toBeInTheDocument();
    expect(screen.getByText("BD123456789IN")).toBeInTheDocument();
    expect(screen.getByText("Courier: Blue Dart")).toBeInTheDocument();
  });

  it("says 'Order not found' for another customer's order or a malformed id", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "GET /api/orders/8/": jsonResponse({ message: "Order not found" }, 404) });
    const { unmount } = renderDetail("8");
    expect(await screen.findByText("Order not found")).toBeInTheDocument();
    unmount();
    renderDetail("abc");
    expect(await screen.findByText("Order not found")).toBeInTheDocument();
  });
});
