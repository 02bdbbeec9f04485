import type { Order } from "@contract/orders";
import { type OrderTracking, trackingRefreshMs } from "@contract/shipments";
import { focusManager } from "@tanstack/react-query";
import { screen, waitFor, within } from "@testing-library/react";
import { mockApi } from "@web/test/mock-api";
import { deliveredOrder } from "@web/test/order-fixtures";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { OrderTimeline } from "./order-timeline";

/** Paid at noon India time on 20 Nov, packed and booked with a courier the next morning. */
const booked = deliveredOrder({
  order_status: "PROCESSING",
  created_at: "2026-11-20T06:25:00Z",
  paid_at: "2026-11-20T06:31:00Z",
  packed_at: "2026-11-21T04:00:00Z",
  shipped_at: null,
  delivered_at: null,
  courier: "Delhivery Surface",
  tracking_number: "1490000123",
  tracking_url: "https://shiprocket.co/tracking/1490000123",
});

const tracking = (overrides: Partial<OrderTracking> = {}): OrderTracking => ({
  state: "in_transit",
  courier: "Delhivery Surface",
  awb: "1490000123",
  tracking_url: "https://shiprocket.co/tracking/1490000123",
  expected_on: "2026-11-25",
  updates: [
    { at: "2026-11-22T16:10:00Z", text: "Reached destination hub", location: "Pune Hub" },
    { at: "2026-11-21T12:45:00Z", text: "Picked up", location: "Mumbai" },
  ],
  ...overrides,
});

const trackingUrl = "GET /api/orders/5/tracking/";

function renderTimeline(order: Order) {
  renderWithProviders(<OrderTimeline order={order} />);
  return screen.getByRole("list", { name: "Order timeline" });
}

/** Each line of the timeline as it reads, in order. */
const lines = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("OrderTimeline", () => {
  it("lists the steps in order with India times, the courier's updates with their places, and the courier's link", async () => {
    mockApi({ [trackingUrl]: jsonResponse(tracking()) });
    const list = renderTimeline(booked);
    await within(list).findByText("Reached destination hub");
    expect(lines(list)).toEqual([
      "Placed20 Nov 2026, 11:55 am",
      "Paid20 Nov 2026, 12:01 pm",
      "Packed21 Nov 2026, 9:30 am",
      "ShippedCourier: Delhivery SurfaceAWB: 1490000123Track on the courier's site",
      "Picked up · Mumbai21 Nov 2026, 6:15 pm",
      "Reached destination hub · Pune Hub22 Nov 2026, 9:40 pm",
      "Not yet: Out for delivery",
      "Not yet: DeliveredThe courier expects to deliver on November 25, 2026",
    ]);
    // The courier has the parcel: the order has left us, though the order row has not caught up yet.
    const shipped = within(list).getByText("Shipped").closest("li") as HTMLElement;
    expect(shipped).toHaveAttribute("aria-current", "step");
    expect(within(shipped).getByRole("link", { name: "Track on the courier's site" })).toHaveAttribute(
      "href",
      "https://shiprocket.co/tracking/1490000123",
    );
    expect(within(list).getByText("20 Nov 2026, 11:55 am")).toHaveAttribute(
      "dateTime",
      "2026-11-20T06:25:00Z",
    );
  });

  it("makes the courier's out-for-delivery and delivered updates the steps themselves", async () => {
    mockApi({
      [trackingUrl]: jsonResponse(
        tracking({
          state: "delivered",
          updates: [
            { at: "2026-11-24T08:30:00Z", text: "DELIVERED", location: "Pune" },
            { at: "2026-11-24T03:00:00Z", text: "Out for delivery", location: "Pune" },
            { at: "2026-11-21T12:45:00Z", text: "Picked up", location: "Mumbai" },
          ],
        }),
      ),
    });
    const list = renderTimeline({ ...booked, order_status: "SHIPPED", shipped_at: "2026-11-21T12:45:00Z" });
    await within(list).findByText("Picked up");
    expect(lines(list).slice(3)).toEqual([
      "Shipped21 Nov 2026, 6:15 pmCourier: Delhivery SurfaceAWB: 1490000123Track on the courier's site",
      "Picked up · Mumbai21 Nov 2026, 6:15 pm",
      "Out for delivery24 Nov 2026, 8:30 am",
      "Delivered24 Nov 2026, 2:00 pm",
    ]);
  });

  it("asks again while the parcel is on its way and the tab is visible, and stops once it is delivered", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: OrderTracking["state"] = "in_transit";
    const calls = mockApi({ [trackingUrl]: () => jsonResponse(tracking({ state })) });
    const asked = () => calls.filter((call) => call.url === "/api/orders/5/tracking/").length;
    renderTimeline(booked);
    await waitFor(() => expect(asked()).toBe(1));
    await vi.advanceTimersByTimeAsync(trackingRefreshMs);
    await waitFor(() => expect(asked()).toBe(2));

    // In a background tab nothing is asked.
    focusManager.setFocused(false);
    await vi.advanceTimersByTimeAsync(trackingRefreshMs * 3);
    expect(asked()).toBe(2);

    state = "delivered";
    focusManager.setFocused(undefined);
    await vi.advanceTimersByTimeAsync(trackingRefreshMs);
    await screen.findByText("Delivered");
    await waitFor(() => expect(screen.queryByText("Not yet:", { exact: false })).not.toBeInTheDocument());
    const delivered = asked();
    await vi.advanceTimersByTimeAsync(trackingRefreshMs * 3);
    expect(asked()).toBe(delivered);
  });

  it("ends a parcel the courier brought back with 'Returned to us'", async () => {
    mockApi({
      [trackingUrl]: jsonResponse(
        tracking({
          state: "rto",
          updates: [
            { at: "2026-11-25T05:00:00Z", text: "RTO initiated", location: "Pune Hub" },
            { at: "2026-11-21T12:45:00Z", text: "Picked up", location: "Mumbai" },
          ],
        }),
      ),
    });
    const list = renderTimeline({ ...booked, order_status: "SHIPPED", shipped_at: "2026-11-21T12:45:00Z" });
    await within(list).findByText("RTO initiated");
    expect(lines(list).slice(-3)).toEqual([
      "Picked up · Mumbai21 Nov 2026, 6:15 pm",
      "RTO initiated · Pune Hub25 Nov 2026, 10:30 am",
      "Returned to us",
    ]);
  });

  it("shows a parcel staff sent by hand with the courier and tracking number they typed", async () => {
    mockApi({
      [trackingUrl]: jsonResponse({
        ...tracking(),
        state: null,
        courier: null,
        awb: null,
        tracking_url: null,
        expected_on: null,
        updates: [],
      }),
    });
    const list = renderTimeline(
      deliveredOrder({
        order_status: "SHIPPED",
        delivered_at: null,
        courier: "Blue Dart",
        tracking_number: "BD123456",
      }),
    );
    await waitFor(() => expect(within(list).getByText("Courier: Blue Dart")).toBeInTheDocument());
    expect(within(list).getByText("BD123456").parentElement).toHaveTextContent("Tracking number: BD123456");
    expect(within(list).queryByRole("link")).not.toBeInTheDocument();
  });

  it("takes a hand delivery from Packed to Out for delivery (our team) to Delivered, with its promised slot", () => {
    const calls = mockApi({});
    const list = renderTimeline(
      deliveredOrder({
        order_status: "SHIPPED",
        shipping_method: "L",
        delivery_date: "2026-11-24",
        delivery_slot_label: "Midnight, 11–11:59 PM",
        shipped_at: "2026-11-24T17:00:00Z",
        delivered_at: null,
        courier: null,
        tracking_number: null,
      }),
    );
    expect(lines(list)).toEqual([
      "Placed20 Nov 2026, 12:00 pm",
      "Paid20 Nov 2026, 12:01 pm",
      "Packed21 Nov 2026, 12:00 pm",
      "Out for delivery (our team)24 Nov 2026, 10:30 pm",
      "Not yet: DeliveredPromised for Tue 24 Nov, Midnight, 11–11:59 PM",
    ]);
    // Nothing is booked with a courier, so there is nothing to track.
    expect(calls).toEqual([]);
  });

  it("keeps the steps a cancelled order reached, then who cancelled it and the refund", () => {
    mockApi({});
    const cancelledByYou = renderTimeline(
      deliveredOrder({
        order_status: "CANCELLED",
        payment_status: "REFUNDED",
        total_amount: "1588.00",
        packed_at: null,
        shipped_at: null,
        delivered_at: null,
        courier: null,
        tracking_number: null,
        cancelled_at: "2026-11-20T09:00:00Z",
        cancelled_by: "you",
        refunded_at: "2026-11-20T09:00:05Z",
      }),
    );
    expect(lines(cancelledByYou)).toEqual([
      "Placed20 Nov 2026, 12:00 pm",
      "Paid20 Nov 2026, 12:01 pm",
      "Cancelled on November 20, 2026 by you",
      "₹1,588 refunded on November 20, 2026",
    ]);
  });

  it("says a shop's cancel was ours", () => {
    mockApi({});
    const byUs = renderTimeline(
      deliveredOrder({
        order_status: "CANCELLED",
        payment_status: "PAID",
        refund_due: true,
        packed_at: null,
        shipped_at: null,
        delivered_at: null,
        cancelled_at: "2026-11-21T05:00:00Z",
        cancelled_by: "shop",
      }),
    );
    expect(lines(byUs)).toEqual([
      "Placed20 Nov 2026, 12:00 pm",
      "Paid20 Nov 2026, 12:01 pm",
      "Cancelled on November 21, 2026 by us",
    ]);
  });

  it("ends an unpaid order whose items went back with its placing", () => {
    mockApi({});
    const unpaid = renderTimeline(
      deliveredOrder({
        order_status: "CANCELLED",
        payment_status: "FAILED",
        paid_at: null,
        packed_at: null,
        shipped_at: null,
        delivered_at: null,
        courier: null,
        tracking_number: null,
        cancelled_at: "2026-11-20T07:00:00Z",
        cancelled_by: "unpaid",
      }),
    );
    expect(lines(unpaid)).toEqual(["Placed20 Nov 2026, 12:00 pm", "Cancelled on November 20, 2026"]);
  });

  it("ends a delivered order refunded later with its refund", () => {
    mockApi({});
    const list = renderTimeline(
      deliveredOrder({
        payment_status: "REFUNDED",
        refunded_at: "2026-11-26T06:30:00Z",
        courier: null,
        tracking_number: null,
      }),
    );
    expect(lines(list).at(-2)).toBe("Delivered24 Nov 2026, 12:00 pm");
    expect(lines(list).at(-1)).toBe("₹799 refunded on November 26, 2026");
  });
});
