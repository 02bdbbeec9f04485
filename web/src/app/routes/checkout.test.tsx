import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { checkoutStateKey } from "@web/features/checkout/checkout-state";
import type { RazorpayOptions } from "@web/lib/razorpay";
import { toast } from "@web/lib/toast";
import {
  cart,
  courierOnly,
  created,
  festive,
  pune,
  served,
  srinagar,
  unserved,
} from "@web/test/checkout-fixtures";
import { LocationProbe } from "@web/test/location-probe";
import { type ApiCall, mockApi } from "@web/test/mock-api";
import { jsonResponse, testQueryClient } from "@web/test/render";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import CheckoutRoute from "./checkout";

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

const welcome = {
  message: "Coupon applied successfully!",
  code: "WELCOME10",
  discount_amount: "143.91",
  subtotal: "1599.00",
  offer_discount: "159.90",
  coupon: {
    id: 1,
    code: "WELCOME10",
    description: "10% off",
    discount_type: "percentage",
    discount_percentage: 10,
    discount_amount: null,
    max_discount_amount: "300.00",
    min_order_amount: "799.00",
    start_date: "2020-01-01T00:00:00Z",
    end_date: "2099-01-01T00:00:00Z",
  },
};
function renderCheckout(answers: Parameters<typeof mockApi>[0] = {}, route = "/checkout") {
  const calls = mockApi({
    "GET /api/user/cart/": jsonResponse(cart),
    "GET /api/user/addresses/": jsonResponse([pune, srinagar]),
    "GET /api/setting/offers/active/": jsonResponse([festive]),
    "POST /api/orders/delivery/check-delivery/": ({ body }) =>
      jsonResponse((body as { pincode: string }).pincode === "411001" ? served : unserved),
    "GET /api/orders/delivery/calendar/?address_id=5": jsonResponse(courierOnly),
    // As the server answers for a pincode no zone serves.
    "GET /api/orders/delivery/calendar/?address_id=6": jsonResponse(
      { message: "Delivery is not available at this location" },
      400,
    ),
    ...answers,
  });
  render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/checkout" element={<CheckoutRoute />} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return calls;
}

const posted = (calls: ApiCall[], path: string) => calls.find((call) => call.url === path)?.body;

async function toPayment() {
  await userEvent.click(await screen.findByRole("button", { name: /Asha Rao/ }));
  await userEvent.click(await screen.findByRole("button", { name: /Express Delivery/ }));
}

// Each test walks several steps of a real screen; the shared 2-core machine needs more than 5 s for some.
describe("/checkout", { timeout: 30_000 }, () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it("back from adding an address on /profile, has that address selected and asks for the shipping method", async () => {
    renderCheckout({}, `/checkout?address=${pune.id}`);
    expect(await screen.findByRole("button", { name: /Standard Delivery/ })).toBeInTheDocument();
    expect(screen.getByText(/Asha Rao/)).toBeInTheDocument();
  });

  it("blocks jumping ahead, then moves on by itself as an address and a method are chosen", async () => {
    const error = vi.spyOn(toast, "error");
    renderCheckout();
    const steps = await screen.findByRole("navigation", { name: "Checkout steps" });
    await userEvent.click(within(steps).getByRole("button", { name: /Payment/ }));
    expect(error).toHaveBeenCalledWith("Please select a delivery address first");

    await userEvent.click(await screen.findByRole("button", { name: /Asha Rao/ }));
    const standard = await screen.findByRole("button", { name: /Standard Delivery/ });
    // ₹1,599 reaches Standard's ₹999 threshold: FREE with the charge struck through; Express costs.
    expect(standard).toHaveTextContent("FREE₹49");
    expect(standard).toHaveTextContent("Free shipping for orders above ₹999");
    const express = screen.getByRole("button", { name: /Express Delivery/ });
    expect(express).toHaveTextContent("Fastest");
    expect(express).toHaveTextContent("₹149");
    await userEvent.click(within(steps).getByRole("button", { name: /Payment/ }));
    expect(error).toHaveBeenCalledWith("Please select a shipping method first");

    await userEvent.click(express);
    // Subtotal 1,599 − 10% offer 159.90 + 149 = 1,588.10, charged as ₹1,588.
    expect(await screen.findByRole("button", { name: "Pay ₹1,588" })).toBeEnabled();
    const prices = screen.getByRole("complementary", { name: "Price details" });
    expect(prices).toHaveTextContent("Festive 10% Off−₹159.90");

    await userEvent.click(within(steps).getByRole("button", { name: /Address/ }));
    expect(screen.getByRole("button", { name: /Asha Rao/ })).toHaveAttribute("aria-pressed", "true");
  });

  it("says when the address's pincode is not served and lets the shopper change it", async () => {
    const error = vi.spyOn(toast, "error");
    renderCheckout();
    await userEvent.click(await screen.findByRole("button", { name: /Asha in Srinagar/ }));
    expect(await screen.findByText("Delivery Not Available")).toBeInTheDocument();
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Delivery is not available at this location", expect.anything()),
    );
    await userEvent.click(screen.getByRole("button", { name: "Change Delivery Address" }));
    expect(await screen.findByRole("heading", { name: "Select Delivery Address" })).toBeInTheDocument();
  });

  it("applies a coupon through the server and prices it after the offer; a refused one clears it", async () => {
    const success = vi.spyOn(toast, "success");
    const error = vi.spyOn(toast, "error");
    let refuse = false;
    const calls = renderCheckout({
      "POST /api/orders/apply_coupon/": () =>
        refuse
          ? jsonResponse(
              { error: "You have already used this coupon", code: "already_used", message: "x" },
              400,
            )
          : jsonResponse(welcome),
      "POST /api/orders/create_order/": jsonResponse({ ...created, amount: 144400 }, 201),
    });
    await toPayment();
    await userEvent.type(screen.getByLabelText("Coupon code"), "welcome10");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    const sameToast = { id: expect.any(String) };
    await waitFor(() => expect(success).toHaveBeenCalledWith("Coupon applied successfully!", sameToast));
    expect(success).toHaveBeenCalledWith("Coupon applied! You saved ₹143.91", sameToast);
    // One toast for one event: the saving replaces the plain success where it stands.
    expect(new Set(success.mock.calls.map(([, options]) => options?.id)).size).toBe(1);
    expect(posted(calls, "/api/orders/apply_coupon/")).toEqual({ code: "WELCOME10", amount: "1599.00" });
    // 1,599 − 159.90 − 143.91 + 149 = 1,444.19 → ₹1,444.
    await userEvent.click(await screen.findByRole("button", { name: "Pay ₹1,444" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(posted(calls, "/api/orders/create_order/")).toMatchObject({
      offer_id: 3,
      discount_amount: "303.81",
      total_amount: "1444.00",
      coupon_code: "WELCOME10",
    });
    opened[0]?.modal?.ondismiss?.();

    refuse = true;
    await userEvent.click(await screen.findByRole("button", { name: "Apply" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("x", { id: success.mock.calls[0]?.[1]?.id }));
    expect(await screen.findByRole("button", { name: "Pay ₹1,588" })).toBeInTheDocument();
  });

  it("keeps the checkout in local storage for 'Edit Address' and restores it on return", async () => {
    renderCheckout({ "POST /api/orders/apply_coupon/": jsonResponse(welcome) });
    await userEvent.click(await screen.findByRole("button", { name: /Asha Rao/ }));
    await userEvent.click(await screen.findByRole("link", { name: "Edit Address" }));
    expect(screen.getByTestId("location")).toHaveTextContent("/profile?tab=addresses&redirect=checkout");
    expect(JSON.parse(localStorage.getItem(checkoutStateKey) ?? "null")).toEqual({
      step: 2,
      addressId: 5,
      shipping: null,
      couponCode: "",
      couponApplied: false,
      deliveryDate: null,
      slotId: null,
      giftMessage: "",
      giftFrom: "",
    });

    localStorage.setItem(
      checkoutStateKey,
      JSON.stringify({ step: 3, addressId: 5, shipping: "E", couponCode: "WELCOME10", couponApplied: true }),
    );
    cleanup();
    renderCheckout({ "POST /api/orders/apply_coupon/": jsonResponse(welcome) });
    expect(await screen.findByRole("button", { name: "Pay ₹1,444" })).toBeInTheDocument();
    expect(screen.getByLabelText("Coupon code")).toHaveValue("WELCOME10");
    expect(localStorage.getItem(checkoutStateKey)).toBeNull();
  });

  it("sends the quote's amounts, opens the amber window, verifies and goes to /orders", async () => {
    const success = vi.spyOn(toast, "success");
    const calls = renderCheckout({
      "POST /api/orders/create_order/": jsonResponse(created, 201),
      "POST /api/orders/verify_payment/": jsonResponse({ message: "Payment verified" }),
    });
    await toPayment();
    await userEvent.click(await screen.findByRole("button", { name: "Pay ₹1,588" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(posted(calls, "/api/orders/create_order/")).toEqual({
      address_id: 5,
      shipping_method: "E",
      shipping_charge: "149.00",
      offer_id: 3,
      discount_amount: "159.90",
      total_amount: "1588.00",
      coupon_code: null,
    });
    const options = opened[0];
    expect(options).toMatchObject({
      key: "rzp_simulated_mithaas",
      amount: 158800,
      order_id: "order_sim_1",
      prefill: { email: "asha@example.in" },
      theme: { color: "#d97706" },
      modal: { escape: false, backdropclose: false },
    });
    expect(screen.getByRole("button", { name: "Processing Payment..." })).toBeDisabled();

    options?.handler({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_sim_1",
      razorpay_signature: "sig",
    });
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith("Payment successful!", { id: expect.any(String) }),
    );
    expect(posted(calls, "/api/orders/verify_payment/")).toEqual({
      razorpay_payment_id: "pay_1",
      razorpay_order_id: "order_sim_1",
      razorpay_signature: "sig",
      order_key: "key-1",
    });
    expect(await screen.findByTestId("location")).toHaveTextContent("/orders");
  });

  it("sends one Idempotency-Key per checkout attempt, the same one again when the attempt got no answer", async () => {
    let answer = jsonResponse({ message: "Something went wrong on our side. Please try again." }, 503);
    const calls = renderCheckout({ "POST /api/orders/create_order/": () => answer });
    await toPayment();
    const keys = () =>
      calls
        .filter((call) => call.url === "/api/orders/create_order/")
        .map((call) => call.headers.get("Idempotency-Key"));

    await userEvent.click(await screen.findByRole("button", { name: "Pay ₹1,588" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Pay ₹1,588" })).toBeEnabled());
    answer = jsonResponse(created, 201);
    await userEvent.click(screen.getByRole("button", { name: "Pay ₹1,588" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]?.modal?.ondismiss?.();
    await userEvent.click(await screen.findByRole("button", { name: "Pay ₹1,588" }));
    await waitFor(() => expect(opened).toHaveLength(2));
    const [failed, retried, next] = keys();
    expect(failed).toMatch(/^[0-9a-f]{32}$/);
    expect(retried).toBe(failed);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(failed);
  });

  it("clears the busy state on dismissal and shows the server's word on a price mismatch", async () => {
    const error = vi.spyOn(toast, "error");
    let mismatch = false;
    renderCheckout({
      "POST /api/orders/create_order/": () =>
        mismatch
          ? jsonResponse({ message: "Prices have changed. Please review your order." }, 409)
          : jsonResponse(created, 201),
    });
    await toPayment();
    await userEvent.click(await screen.findByRole("button", { name: "Pay ₹1,588" }));
    await waitFor(() => expect(opened).toHaveLength(1));
    opened[0]?.modal?.ondismiss?.();
    const outcome = { id: expect.any(String) };
    expect(error).toHaveBeenCalledWith("Payment cancelled", outcome);
    expect(await screen.findByRole("button", { name: "Pay ₹1,588" })).toBeEnabled();

    mismatch = true;
    await userEvent.click(screen.getByRole("button", { name: "Pay ₹1,588" }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Prices have changed. Please review your order.", outcome),
    );
    // The second attempt's word replaces the first's in the same toast.
    expect(new Set(error.mock.calls.map(([, options]) => options?.id)).size).toBe(1);
    expect(opened).toHaveLength(1);
  });
});
