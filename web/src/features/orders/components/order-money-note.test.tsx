import type { CreateOrderResponse, Order } from "@contract/orders";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RazorpayOptions } from "@web/lib/razorpay";
import { LocationProbe } from "@web/test/location-probe";
import { type ApiCall, mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { OrderMoneyNote } from "./order-money-note";

const opened: RazorpayOptions[] = [];
vi.mock("@web/lib/razorpay", () => ({
  loadCheckoutScript: async () =>
    class {
      constructor(readonly options: RazorpayOptions) {}
      open() {
        opened.push(this.options);
      }
      on() {}
    },
}));

const unpaid = (minutesLeft: number): Order => ({
  id: 3,
  order_number: "MTH-1003",
  created_at: "2026-11-20T06:30:00Z",
  order_status: "PENDING",
  payment_status: "PENDING",
  total_amount: "1599.00",
  subtotal: "1599.00",
  discount_amount: "0.00",
  discounts: [],
  coupon_code: null,
  shipping_method: "S",
  shipping_method_name: "Standard",
  shipping_charge: "0.00",
  delivery_date: null,
  delivery_slot_label: null,
  slot_fee: "0.00",
  gift_message: null,
  gift_from: null,
  gift_message_editable: false,
  rounding: "0.00",
  expected_delivery: "2026-11-25",
  paid_at: null,
  expires_at: new Date(Date.now() + minutesLeft * 60_000).toISOString(),
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
  can_cancel: true,
  invoice_number: null,
  credit_note_number: null,
  address_details: {
    full_name: "Asha Rao",
    phone: "9876543210",
    house_no: "Flat 4B",
    street: "North Main Road",
    landmark: "",
    city: "Pune",
    state: "Maharashtra",
    pincode: "411001",
  },
  items: [
    {
      id: 30,
      product: 1,
      product_name: "Dark Truffle Box",
      product_image: "/media/1.webp",
      quantity: 2,
      price: "650.00",
      subtotal: "1300.00",
      customizations: [],
    },
    {
      id: 31,
      product: null,
      product_name: "Retired Hamper",
      product_image: "",
      quantity: 1,
      price: "299.00",
      subtotal: "299.00",
      customizations: [],
    },
  ],
});

const started: CreateOrderResponse = {
  key: "rzp_test_key",
  amount: 159_900,
  razorpay_order_id: "order_abc",
  order_key: "key-3",
  order_id: 3,
  order_number: "MTH-1003",
  currency: "INR",
  checkout_script: "/simulated-checkout.js",
  name: "Mithaas",
  prefill: { name: "Asha Rao", email: "asha@example.in", contact: "9876543210" },
};

function renderNote(order: Order) {
  return renderWithProviders(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <OrderMoneyNote order={order} />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route: "/orders/3" },
  );
}

const posted = (calls: ApiCall[], url: string) =>
  calls.filter((call) => call.method === "POST" && call.url === url).map((call) => call.body);

describe("OrderMoneyNote", () => {
  it("Pay now opens the payment window for the order's own gateway order and verifies it", async () => {
    const calls = mockApi({
      "POST /api/orders/3/pay/": jsonResponse(started),
      "POST /api/orders/verify_payment/": jsonResponse({ message: "Payment verified" }),
    });
    renderNote(unpaid(23));
    await userEvent.click(screen.getByRole("button", { name: "Pay now" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(opened[0]).toMatchObject({ order_id: "order_abc", amount: 159_900, key: "rzp_test_key" });
    expect(screen.getByRole("button", { name: "Pay now" })).toBeDisabled();
    expect(posted(calls, "/api/orders/create_order/")).toEqual([]);

    opened[0]?.handler({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_abc",
      razorpay_signature: "sig",
    });
    await waitFor(() =>
      expect(posted(calls, "/api/orders/verify_payment/")).toEqual([
        {
          razorpay_payment_id: "pay_1",
          razorpay_order_id: "order_abc",
          razorpay_signature: "sig",
          order_key: "key-3",
        },
      ]),
    );
  });
});
