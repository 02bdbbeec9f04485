import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { captureDownloads, fileResponse } from "@web/test/downloads";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { shipment, shipmentPanel } from "../../shipments/components/admin-shipment.fixture";
import { handDelivered, order } from "./admin-order.fixture";
import AdminOrderPage from "./admin-order-page";

const orderUrl = "GET /api/admin/orders/42/";
const panelUrl = "GET /api/admin/orders/42/shipment/";

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/orders/:orderId" element={<AdminOrderPage />} />
    </Routes>,
    { route: "/admin/orders/42" },
  );

const courierPanel = () => screen.findByRole("region", { name: "Courier" });

describe("the Courier panel", () => {
  it("shows nothing with manual shipping: staff mark the order shipped by hand as before", async () => {
    const calls = mockApi({
      [orderUrl]: jsonResponse(order()),
      [panelUrl]: jsonResponse(shipmentPanel({ provider: "manual", default_parcel: null })),
    });
    renderPage();
    expect(await screen.findByRole("button", { name: "Mark shipped" })).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((call) => call.url === "/api/admin/orders/42/shipment/")).toBe(true),
    );
    expect(screen.queryByRole("region", { name: "Courier" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Book courier" })).not.toBeInTheDocument();
    expect(screen.getByLabelText("Courier (optional)")).toBeInTheDocument();
  });

  it("offers no booking for a hand delivery, and does not even ask", async () => {
    const calls = mockApi({
      [orderUrl]: jsonResponse(handDelivered()),
      [panelUrl]: jsonResponse(shipmentPanel()),
    });
    renderPage();
    expect(await screen.findByRole("button", { name: "Mark shipped" })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).not.toContain("/api/admin/orders/42/shipment/");
    expect(screen.queryByRole("region", { name: "Courier" })).not.toBeInTheDocument();
  });

  it("offers 'Book courier' for a paid courier order not yet booked, and shipping by hand beside it", async () => {
    mockApi({ [orderUrl]: jsonResponse(order()), [panelUrl]: jsonResponse(shipmentPanel()) });
    renderPage();
    const panel = await courierPanel();
    expect(panel).toHaveTextContent("Not booked with a courier yet.");
    expect(within(panel).getByRole("button", { name: "Book courier" })).toBeInTheDocument();
    expect(
      within(panel).queryByRole("button", { name: /Retry|Cancel booking|Print/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Mark shipped by hand" })).toBeInTheDocument();
  });

  it("offers no booking for an order not paid yet", async () => {
    mockApi({
      [orderUrl]: jsonResponse(
        order({ order_status: "PENDING", payment_status: "PENDING", actions: ["cancel"] }),
      ),
      [panelUrl]: jsonResponse(shipmentPanel()),
    });
    renderPage();
    expect(await screen.findByRole("button", { name: "Cancel order" })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Courier" })).not.toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Book courier" })).not.toBeInTheDocument();
  });

  it("shows a booked parcel: state, courier, AWB to track, pickup, charge, manifest; print and cancel, no rebooking", async () => {
    mockApi({
      [orderUrl]: jsonResponse(order()),
      [panelUrl]: jsonResponse(shipmentPanel({ shipment: shipment() })),
    });
    renderPage();
    const panel = await courierPanel();
    expect(within(panel).getByText("Booked")).toBeInTheDocument();
    expect(panel).toHaveTextContent("Delhivery Surface");
    expect(within(panel).getByRole("link", { name: /SR1234567890/ })).toHaveAttribute(
      "href",
      "https://shiprocket.co/tracking/SR1234567890",
    );
    expect(panel).toHaveTextContent("Pickup24 Nov 2026, 11:00 am · token PT-889");
    expect(panel).toHaveTextContent("Charge₹65.50");
    expect(panel).toHaveTextContent("Parcel500 g · 20 × 15 × 10 cm");
    expect(panel).toHaveTextContent("ExpectedFri 27 Nov");
    expect(within(panel).getByRole("link", { name: "Open manifest" })).toHaveAttribute(
      "href",
      "https://files.example/manifest-7.pdf",
    );
    expect(within(panel).getByRole("button", { name: "Print label & slip" })).toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Cancel booking" })).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Book courier" })).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Retry booking" })).not.toBeInTheDocument();
    // Shipping by hand keeps the booked courier and AWB, so there is nothing to type.
    expect(screen.getByRole("button", { name: "Mark shipped by hand" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Courier (optional)")).not.toBeInTheDocument();
    expect(screen.getByRole("form", { name: "Ship this order" })).toHaveTextContent("AWB SR1234567890");
  });

  it("shows a parcel on its way with the courier's updates and activity, what needs attention and the last error", async () => {
    mockApi({
      [orderUrl]: jsonResponse(order({ order_status: "SHIPPED", actions: ["deliver"] })),
      [panelUrl]: jsonResponse(
        shipmentPanel({
          shipment: shipment({
            state: "in_transit",
            attention: "Undelivered",
            last_error: "The label could not be fetched",
            updates: [
              {
                at: "2026-11-25T08:15:00Z",
                label: "Undelivered",
                activity: "Customer not reachable, call 98xxxxxx10",
                location: "Pune Hub",
              },
              {
                at: "2026-11-24T10:00:00Z",
                label: "Picked up",
                activity: "Shipment picked up",
                location: "Delhi",
              },
            ],
          }),
        }),
      ),
    });
    renderPage();
    const panel = await courierPanel();
    expect(within(panel).getByText("In transit")).toBeInTheDocument();
    expect(panel).toHaveTextContent("Needs attention: Undelivered");
    expect(panel).toHaveTextContent("Note: The label could not be fetched.");
    const updates = within(panel).getByRole("region", { name: "Courier's updates" });
    const [newest, oldest] = within(updates).getAllByRole("listitem");
    expect(newest).toHaveTextContent("Undelivered25 Nov 2026, 1:45 pm · Pune HubCustomer not reachable");
    expect(oldest).toHaveTextContent("Picked up");
    expect(within(panel).queryByRole("button")).not.toBeInTheDocument();
  });

  it("shows a booking on hold with its next try, and retries it on request", async () => {
    const onHold = shipment({
      state: "booking",
      awb: null,
      tracking_url: null,
      courier: null,
      pickup_scheduled_for: null,
      pickup_token: null,
      manifest_url: null,
      last_error: "Shiprocket did not answer",
      retry_at: "2026-11-23T09:05:00Z",
    });
    const calls = mockApi({
      [orderUrl]: jsonResponse(order()),
      [panelUrl]: jsonResponse(shipmentPanel({ shipment: onHold })),
      "POST /api/admin/shipments/7/retry/": jsonResponse(shipment()),
    });
    renderPage();
    const panel = await courierPanel();
    expect(panel).toHaveTextContent("On hold: Shiprocket did not answer. Next try 23 Nov 2026, 2:35 pm.");
    expect(within(panel).queryByRole("button", { name: "Book courier" })).not.toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Print label & slip" })).not.toBeInTheDocument();
    expect(within(panel).getByRole("button", { name: "Cancel booking" })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Retry booking" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
        "/api/admin/shipments/7/retry/",
      ]),
    );
  });

  it("follows a booking being made until it is booked, then asks for the order again", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let asked = 0;
    const calls = mockApi({
      [orderUrl]: jsonResponse(order()),
      [panelUrl]: () => {
        asked += 1;
        return jsonResponse(
          shipmentPanel({
            shipment:
              asked === 1 ? shipment({ state: "booking", awb: null, tracking_url: null }) : shipment(),
          }),
        );
      },
    });
    renderPage();
    const panel = await courierPanel();
    expect(within(panel).getByText("Booking")).toBeInTheDocument();
    const orderAsks = () => calls.filter((call) => call.url === "/api/admin/orders/42/").length;
    expect(orderAsks()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await within(panel).findByText("Booked")).toBeInTheDocument();
    await waitFor(() => expect(orderAsks()).toBe(2));
  });

  it("shows a refused booking with Shiprocket's words; a retry refused again says why in the panel", async () => {
    const refused = shipment({
      state: "failed",
      awb: null,
      tracking_url: null,
      pickup_scheduled_for: null,
      pickup_token: null,
      manifest_url: null,
      last_error: "billing_city: The billing city may not be greater than 30 characters.",
    });
    mockApi({
      [orderUrl]: jsonResponse(order()),
      [panelUrl]: jsonResponse(shipmentPanel({ earlier: [refused] })),
      "POST /api/admin/shipments/7/retry/": jsonResponse(
        { message: "Shiprocket refused the booking: Wallet balance is too low." },
        409,
      ),
    });
    renderPage();
    const panel = await courierPanel();
    expect(panel).toHaveTextContent(
      "Refused: billing_city: The billing city may not be greater than 30 characters.",
    );
    expect(within(panel).getByRole("button", { name: "Book courier" })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Retry booking" }));
    expect(await within(panel).findByRole("alert")).toHaveTextContent(
      "Shiprocket refused the booking: Wallet balance is too low.",
    );
  });

  it("lists earlier cancelled bookings beneath a new one", async () => {
    mockApi({
      [orderUrl]: jsonResponse(order()),
      [panelUrl]: jsonResponse(
        shipmentPanel({
          shipment: shipment({ id: 8, awb: "SR2" }),
          earlier: [shipment({ state: "cancelled", awb: "SR1", courier: "Xpressbees" })],
        }),
      ),
    });
    renderPage();
    const earlier = within(await courierPanel()).getByRole("region", { name: "Earlier bookings" });
    expect(earlier).toHaveTextContent("Cancelled · Xpressbees · AWB SR1");
  });

  it("asks before cancelling a booking and keeps the courier's refusal in the dialog", async () => {
    const calls = mockApi({
      [orderUrl]: jsonResponse(order()),
      [panelUrl]: jsonResponse(shipmentPanel({ shipment: shipment() })),
      "POST /api/admin/shipments/7/cancel/": jsonResponse(
        { message: "The courier has already picked this parcel up." },
        409,
      ),
    });
    renderPage();
    await userEvent.click(within(await courierPanel()).getByRole("button", { name: "Cancel booking" }));
    const dialog = screen.getByRole("dialog", {
      name: "Cancel the courier booking of order #MTH-261123-ABCD1234?",
    });
    expect(dialog).toHaveTextContent("Delhivery Surface (AWB SR1234567890) is cancelled at Shiprocket");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel booking" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "The courier has already picked this parcel up.",
    );
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("downloads the label and packing slip of this order as one PDF", async () => {
    const saved = captureDownloads();
    const calls = mockApi({
      [orderUrl]: jsonResponse(order()),
      [panelUrl]: jsonResponse(shipmentPanel({ shipment: shipment() })),
      "GET /api/admin/shipments/labels/?order_ids=42&parts=both": fileResponse(
        "%PDF-1.7",
        "application/pdf",
        "labels-MTH-261123-ABCD1234.pdf",
      ),
    });
    renderPage();
    await userEvent.click(within(await courierPanel()).getByRole("button", { name: "Print label & slip" }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: "labels-MTH-261123-ABCD1234.pdf", type: "application/pdf" }]),
    );
    expect(calls.some((call) => call.url === "/api/admin/shipments/labels/?order_ids=42&parts=both")).toBe(
      true,
    );
  });
});
