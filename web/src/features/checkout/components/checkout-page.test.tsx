import type { DeliveryCalendarResponse } from "@contract/delivery";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { RazorpayOptions } from "@web/lib/razorpay";
import { toast } from "@web/lib/toast";
import {
  cart,
  created,
  festive,
  handCalendar,
  pune,
  served,
  slot,
  srinagar,
} from "@web/test/checkout-fixtures";
import { type ApiCall, mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { checkoutStateKey } from "../checkout-state";
import { CheckoutPage } from "./checkout-page";

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

const calendarUrl = "GET /api/orders/delivery/calendar/?address_id=5";
const loaded = <T,>(data: T) => ({ data, isPending: false, isError: false, refetch: () => {} });

function renderCheckout(answers: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    "POST /api/orders/delivery/check-delivery/": jsonResponse(served),
    [calendarUrl]: jsonResponse(handCalendar),
    ...answers,
  });
  renderWithProviders(
    <CheckoutPage
      cart={loaded(cart)}
      addresses={loaded([pune, srinagar])}
      offers={[festive]}
      onPaid={() => {}}
      onPricesChanged={() => {}}
    />,
    { route: "/checkout" },
  );
  return calls;
}

const posted = (calls: ApiCall[], path: string) => calls.find((call) => call.url === path)?.body;
const calendarCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url === "/api/orders/delivery/calendar/?address_id=5").length;

async function toHandDelivery() {
  await userEvent.click(await screen.findByRole("button", { name: /Asha Rao/ }));
  await userEvent.click(await screen.findByRole("button", { name: /Hand delivery on a date you choose/ }));
}

describe("checkout's hand delivery (decision 24)", { timeout: 30_000 }, () => {
  beforeEach(() => {
    opened.length = 0;
  });

  it("offers hand delivery beside Standard and Express, with today's cut-off counted down", async () => {
    renderCheckout();
    await userEvent.click(await screen.findByRole("button", { name: /Asha Rao/ }));
    const hand = await screen.findByRole("button", { name: /Hand delivery on a date you choose/ });
    // ₹1,599 reaches the ₹999 free value: FREE with the ₹49 struck through, as courier shows it.
    expect(hand).toHaveTextContent("FREE₹49");
    expect(screen.getByRole("button", { name: /Standard Delivery/ })).toBeEnabled();
    expect(screen.getByText("Order within 1 h 20 min for delivery today")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Choose a delivery date" })).not.toBeInTheDocument();
    await userEvent.click(hand);
    expect(screen.getByRole("heading", { name: "Choose a delivery date" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Continue to Payment" })).toBeDisabled();
  });

  it("shows a closed date's reason and its slots' state: Closed, Full, Only 3 left", async () => {
    renderCheckout();
    await toHandDelivery();
    const today = screen.getByRole("button", { name: "Today, Mon 19 Oct" });
    expect(today).toHaveAttribute("aria-pressed", "true");
    const times = screen.getByRole("group", { name: "Choose a time for Today, Mon 19 Oct" });
    expect(within(times).getByRole("radio", { name: /9 AM–1 PM/ })).toBeDisabled();
    expect(within(times).getByRole("radio", { name: /9 AM–1 PM/ })).toHaveAccessibleName(
      "9 AM–1 PM, Closed, Free",
    );
    expect(within(times).getByRole("radio", { name: /5–9 PM/ })).toHaveAccessibleName(
      "5–9 PM, Only 3 left, Free",
    );
    expect(within(times).getByRole("radio", { name: /Midnight/ })).toHaveAccessibleName(
      "Midnight, 11–11:59 PM, ₹249",
    );

    await userEvent.click(screen.getByRole("button", { name: "Tomorrow, Tue 20 Oct" }));
    const tomorrow = screen.getByRole("group", { name: "Choose a time for Tomorrow, Tue 20 Oct" });
    expect(within(tomorrow).getByRole("radio", { name: /Midnight/ })).toBeDisabled();
    expect(within(tomorrow).getByRole("radio", { name: /Midnight/ })).toHaveAccessibleName(
      "Midnight, 11–11:59 PM, Full, ₹249",
    );
    expect(within(tomorrow).getByRole("radio", { name: /9 AM–1 PM/ })).toBeEnabled();

    // A closed date stays focusable and says why, on focus and when tapped; it offers no slot.
    const diwali = screen.getByRole("button", { name: "Wed 21 Oct" });
    expect(diwali).toHaveAttribute("aria-disabled", "true");
    expect(diwali).toHaveAccessibleDescription("No deliveries on Diwali, 21 Oct");
    await userEvent.click(diwali);
    expect(screen.getByRole("status")).toHaveTextContent("Wed 21 Oct: No deliveries on Diwali, 21 Oct");
    expect(screen.queryByRole("radio")).not.toBeInTheDocument();
  });

  it("prices the slot fee and sends the date, slot, fee and card with create_order", async () => {
    const calls = renderCheckout({ "POST /api/orders/create_order/": jsonResponse(created, 201) });
    await toHandDelivery();
    await userEvent.click(screen.getByRole("radio", { name: /Midnight/ }));
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    // 1,599 − 159.90 offer + 0 delivery (free above ₹999) + 249 slot = 1,688.10 → ₹1,688.
    const pay = await screen.findByRole("button", { name: "Pay ₹1,688" });
    const prices = screen.getByRole("complementary", { name: "Price details" });
    expect(prices).toHaveTextContent("Delivery slot₹249");
    expect(prices).toHaveTextContent("ShippingFREE");
    expect(screen.getByText("Mon 19 Oct, Midnight, 11–11:59 PM")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("Gift message"), "Happy birthday!{enter}Love, Asha");
    await userEvent.type(screen.getByLabelText("From"), "Asha");
    await userEvent.click(pay);
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(posted(calls, "/api/orders/create_order/")).toEqual({
      address_id: 5,
      shipping_method: "L",
      shipping_charge: "0.00",
      offer_id: 3,
      discount_amount: "159.90",
      total_amount: "1688.00",
      coupon_code: null,
      delivery_date: "2026-10-19",
      delivery_slot_id: 5,
      delivery_slot_fee: "249.00",
      gift_message: "Happy birthday!\nLove, Asha",
      gift_from: "Asha",
    });
  });

  it("keeps the date, slot and card through 'Edit Address'", async () => {
    renderCheckout();
    await toHandDelivery();
    await userEvent.click(screen.getByRole("button", { name: "Tomorrow, Tue 20 Oct" }));
    await userEvent.click(screen.getByRole("radio", { name: /Fixed time, 8 PM/ }));
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    await userEvent.type(await screen.findByLabelText("Gift message"), "For you");
    await userEvent.click(screen.getByRole("button", { name: /Shipping/ }));
    await userEvent.click(await screen.findByRole("link", { name: "Edit Address" }));
    expect(JSON.parse(localStorage.getItem(checkoutStateKey) ?? "null")).toEqual({
      step: 2,
      addressId: 5,
      shipping: "L",
      couponCode: "",
      couponApplied: false,
      deliveryDate: "2026-10-20",
      slotId: 4,
      giftMessage: "For you",
      giftFrom: "",
    });

    cleanup();
    renderCheckout();
    const picked = await screen.findByRole("radio", { name: /Fixed time, 8 PM/ });
    expect(picked).toBeChecked();
    expect(screen.getByRole("button", { name: "Tomorrow, Tue 20 Oct" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(await screen.findByText("Tue 20 Oct, Fixed time, 8 PM")).toBeInTheDocument();
    expect(screen.getByLabelText("Gift message")).toHaveValue("For you");
    // 1,599 − 159.90 + 199 = 1,638.10 → ₹1,638.
    expect(screen.getByRole("button", { name: "Pay ₹1,638" })).toBeInTheDocument();
  });

  it("on a full slot, asks for the calendar again and goes back to the shipping step with the message", async () => {
    const error = vi.spyOn(toast, "error");
    const full =
      "Sorry, the Midnight, 11–11:59 PM delivery on Mon 19 Oct is now full. Please choose another time.";
    let calendar = handCalendar;
    const calls = renderCheckout({
      [calendarUrl]: () => jsonResponse(calendar),
      "POST /api/orders/create_order/": jsonResponse({ message: full }, 409),
    });
    await toHandDelivery();
    await userEvent.click(screen.getByRole("radio", { name: /Midnight/ }));
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    const before = calendarCalls(calls);
    const [today, ...later] = handCalendar.dates;
    calendar = {
      ...handCalendar,
      dates: [
        {
          ...today,
          slots: [...(today?.slots ?? []).slice(0, 4), slot(5, { available: false, reason: "Full" })],
        },
        ...later,
      ] as DeliveryCalendarResponse["dates"],
    };
    await userEvent.click(await screen.findByRole("button", { name: "Pay ₹1,688" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(full);
    expect(error).toHaveBeenCalledWith(full, expect.anything());
    expect(calendarCalls(calls)).toBeGreaterThan(before);
    expect(screen.getByRole("radio", { name: /Midnight/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Continue to Payment" })).toBeDisabled();
  });

  it("on a slot fee changed, goes back to the shipping step with the message and prices the new fee", async () => {
    const changed = "The Midnight, 11–11:59 PM slot now costs ₹299. Please review your order and try again.";
    let calendar = handCalendar;
    renderCheckout({
      [calendarUrl]: () => jsonResponse(calendar),
      "POST /api/orders/create_order/": jsonResponse({ message: changed }, 409),
    });
    await toHandDelivery();
    await userEvent.click(screen.getByRole("radio", { name: /Midnight/ }));
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    const [today, ...later] = handCalendar.dates;
    calendar = {
      ...handCalendar,
      dates: [
        { ...today, slots: [...(today?.slots ?? []).slice(0, 4), slot(5, { fee: "299.00" })] },
        ...later,
      ] as DeliveryCalendarResponse["dates"],
    };
    await userEvent.click(await screen.findByRole("button", { name: "Pay ₹1,688" }));

    expect(await screen.findByRole("alert")).toHaveTextContent(changed);
    expect(screen.getByRole("radio", { name: /Midnight/ })).toHaveAccessibleName(
      "Midnight, 11–11:59 PM, ₹299",
    );
    expect(screen.getByRole("radio", { name: /Midnight/ })).toBeChecked();
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    expect(await screen.findByRole("button", { name: "Pay ₹1,738" })).toBeInTheDocument();
  });

  it("refuses courier with the cart's reason and hand delivery is the one choice", async () => {
    const refusal =
      "Chocolate Truffle Cake can only be hand-delivered. Please choose a delivery date and time.";
    renderCheckout({
      [calendarUrl]: jsonResponse({ ...handCalendar, courier_allowed: false, courier_refusal: refusal }),
    });
    await userEvent.click(await screen.findByRole("button", { name: /Asha Rao/ }));
    const standard = await screen.findByRole("button", { name: /Standard Delivery/ });
    expect(standard).toBeDisabled();
    expect(standard).toHaveAccessibleDescription(refusal);
    expect(screen.getByRole("button", { name: /Express Delivery/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Hand delivery on a date you choose/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(screen.getByRole("heading", { name: "Choose a delivery date" })).toBeInTheDocument();
  });

  it("in a zone that delivers only by hand, goes straight to the dates", async () => {
    renderCheckout({
      "POST /api/orders/delivery/check-delivery/": jsonResponse({
        ...served,
        shipping_options: { standard: null, express: null },
      }),
      [calendarUrl]: jsonResponse({ ...handCalendar, courier_allowed: false, courier_refusal: null }),
    });
    await userEvent.click(await screen.findByRole("button", { name: /Asha Rao/ }));
    expect(await screen.findByRole("heading", { name: "Choose a delivery date" })).toBeInTheDocument();
    expect(screen.queryByText("Delivery Not Available")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Delivery$/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("radio", { name: /5–9 PM/ }));
    await userEvent.click(screen.getByRole("button", { name: "Continue to Payment" }));
    // 1,599 − 159.90, delivery free above ₹999, no slot fee: ₹1,439.
    expect(await screen.findByRole("button", { name: "Pay ₹1,439" })).toBeInTheDocument();
  });

  it("does not price a restored courier choice that the cart now rules out", async () => {
    const refusal =
      "Chocolate Truffle Cake can only be hand-delivered. Please choose a delivery date and time.";
    localStorage.setItem(
      checkoutStateKey,
      JSON.stringify({ step: 3, addressId: 5, shipping: "E", couponCode: "", couponApplied: false }),
    );
    renderCheckout({
      [calendarUrl]: jsonResponse({ ...handCalendar, courier_allowed: false, courier_refusal: refusal }),
    });
    expect(await screen.findByRole("heading", { name: "Choose a delivery date" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Pay/ })).not.toBeInTheDocument();
    expect(screen.getByRole("complementary", { name: "Price details" })).toHaveTextContent("Select a method");
  });
});
