import type { AdminShipment } from "@contract/admin/shipments";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { captureDownloads, fileResponse } from "@web/test/downloads";
import { type ApiCall, mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { orderToBook, shipment, shipmentList } from "./admin-shipment.fixture";
import CourierBookingsPage from "./courier-bookings-page";

const renderPage = (route = "/admin/shipments") =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/shipments" element={<CourierBookingsPage />} />
    </Routes>,
    { route },
  );

const listCalls = (calls: ApiCall[], view: string) =>
  calls.filter((call) => call.method === "GET" && call.url.startsWith(`/api/admin/shipments/?view=${view}`));

/** The table and its phone cards both draw every row (jsdom applies no media queries): the first will do. */
const rowTick = async (orderNumber: string) =>
  (await screen.findAllByRole("checkbox", { name: `Select order #${orderNumber}` }))[0] as HTMLElement;

const booked = (orderId: number, awb: string): AdminShipment =>
  shipment({ id: orderId * 10, order_id: orderId, order_number: `MTH-261124-0000000${orderId}`, awb });

describe("Courier bookings", () => {
  it("says booking is not set up with manual shipping, and offers nothing", async () => {
    mockApi({
      "GET /api/admin/shipments/?view=to_book&paid_on=2026-11-24": jsonResponse(
        shipmentList({ provider: "manual", default_parcel: null }),
      ),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date("2026-11-24T06:00:00Z") });
    renderPage();
    expect(
      await screen.findByText("Courier booking is not set up: orders are shipped by hand."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("navigation", { name: "Courier booking lists" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
  });

  it("lists the orders paid today in India, and another day's when a date is picked", async () => {
    // 20:00 UTC is already the next morning in India.
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date("2026-11-23T20:00:00Z") });
    const calls = mockApi({
      "GET /api/admin/shipments/?view=to_book&paid_on=2026-11-24": jsonResponse(
        shipmentList({ to_book: [orderToBook(1)] }),
      ),
      "GET /api/admin/shipments/?view=to_book&paid_on=2026-11-20": jsonResponse(
        shipmentList({ to_book: [orderToBook(5, { city: "Nashik", pincode: "422001" })] }),
      ),
    });
    renderPage();
    expect(await screen.findByLabelText("Paid on")).toHaveValue("2026-11-24");
    expect(await rowTick("MTH-261124-00000001")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "To book" })).toHaveAttribute("aria-current", "page");

    fireEvent.change(screen.getByLabelText("Paid on"), { target: { value: "2026-11-20" } });
    expect(await rowTick("MTH-261124-00000005")).toBeInTheDocument();
    expect(listCalls(calls, "to_book").map((call) => call.url)).toContain(
      "/api/admin/shipments/?view=to_book&paid_on=2026-11-20",
    );
  });

  it("books the selected orders in bulk and shows each one's progress until none is still booking", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date("2026-11-24T06:00:00Z") });
    let polls = 0;
    const calls = mockApi({
      "GET /api/admin/shipments/?view=to_book&paid_on=2026-11-24": jsonResponse(
        shipmentList({ to_book: [orderToBook(1), orderToBook(2), orderToBook(3)] }),
      ),
      "POST /api/admin/shipments/bulk/": jsonResponse(
        {
          queued: [1, 2],
          refused: [
            {
              order_id: 3,
              message: "Order #MTH-261124-00000003 is already booked with Xpressbees (AWB XB9).",
            },
          ],
        },
        202,
      ),
      "GET /api/admin/shipments/?view=booking": () => {
        polls += 1;
        const waiting = (orderId: number) =>
          shipment({ id: orderId * 10, order_id: orderId, state: "booking", awb: null, courier: null });
        return jsonResponse(
          shipmentList({
            view: "booking",
            shipments:
              polls === 1
                ? [waiting(1), waiting(2)]
                : [
                    shipment({
                      id: 20,
                      order_id: 2,
                      state: "failed",
                      awb: null,
                      courier: null,
                      last_error: "Shiprocket refused the booking: Wallet balance is too low.",
                    }),
                  ],
          }),
        );
      },
      "GET /api/admin/shipments/?view=booked": () =>
        jsonResponse(shipmentList({ view: "booked", shipments: polls === 1 ? [] : [booked(1, "SR111")] })),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("checkbox", { name: "Select all 3 orders" }));
    expect(screen.getByText("3 selected")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Book selected" }));

    const progress = await screen.findByRole("region", { name: "Booking progress" });
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      order_ids: [1, 2, 3],
      parcel: null,
    });
    expect(progress).toHaveTextContent(
      "Refused: Order #MTH-261124-00000003 is already booked with Xpressbees (AWB XB9).",
    );
    await waitFor(() => expect(progress).toHaveTextContent("0 booked, 2 still booking, 1 refused"));
    const [first, second] = within(progress).getAllByRole("listitem");
    expect(first).toHaveTextContent("Booking");

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    await waitFor(() => expect(progress).toHaveTextContent("1 booked, 2 refused"));
    expect(within(first as HTMLElement).getByRole("link", { name: /SR111/ })).toBeInTheDocument();
    expect(first).toHaveTextContent("Delhivery Surface");
    expect(second).toHaveTextContent("Failed");
    expect(second).toHaveTextContent("Wallet balance is too low.");

    // Nothing is booking any more, so nobody asks again.
    const asked = listCalls(calls, "booking").length;
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(listCalls(calls, "booking")).toHaveLength(asked);
  });

  it("prints one PDF of slips and labels for the parcels selected, in the list's order", async () => {
    const saved = captureDownloads();
    const calls = mockApi({
      "GET /api/admin/shipments/?view=booked": jsonResponse(
        shipmentList({
          view: "booked",
          shipments: [booked(11, "SR11"), booked(12, "SR12"), booked(13, "SR13")],
        }),
      ),
      "GET /api/admin/shipments/labels/?order_ids=11,13&parts=both": fileResponse(
        "%PDF-1.7",
        "application/pdf",
        "labels-2.pdf",
      ),
    });
    renderPage("/admin/shipments?view=booked");
    await userEvent.click(await rowTick("MTH-261124-000000013"));
    await userEvent.click(await rowTick("MTH-261124-000000011"));
    await userEvent.click(screen.getByRole("button", { name: "Print labels & slips" }));
    await waitFor(() => expect(saved).toEqual([{ name: "labels-2.pdf", type: "application/pdf" }]));
    expect(calls.map((call) => call.url)).toContain(
      "/api/admin/shipments/labels/?order_ids=11,13&parts=both",
    );
  });

  it("retries a refused booking from the Booking tab", async () => {
    const calls = mockApi({
      "GET /api/admin/shipments/?view=booking": jsonResponse(
        shipmentList({
          view: "booking",
          shipments: [
            shipment({
              state: "failed",
              awb: null,
              last_error: "Shiprocket refused the booking: Wallet balance is too low.",
            }),
          ],
        }),
      ),
      "POST /api/admin/shipments/7/retry/": jsonResponse(shipment()),
    });
    renderPage("/admin/shipments?view=booking");
    expect(
      await screen.findAllByText("Shiprocket refused the booking: Wallet balance is too low."),
    ).not.toHaveLength(0);
    await userEvent.click(
      screen.getAllByRole("button", { name: "Retry booking order #MTH-261123-ABCD1234" })[0] as HTMLElement,
    );
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([
        "/api/admin/shipments/7/retry/",
      ]),
    );
  });

  it("shows what needs attention with the courier's latest update", async () => {
    mockApi({
      "GET /api/admin/shipments/?view=attention": jsonResponse(
        shipmentList({
          view: "attention",
          shipments: [
            shipment({
              state: "rto",
              attention: "Returned to us (RTO)",
              updates: [
                { at: "2026-11-26T06:30:00Z", label: "RTO initiated", activity: "", location: "Pune Hub" },
              ],
            }),
          ],
        }),
      ),
    });
    renderPage("/admin/shipments?view=attention");
    expect((await screen.findAllByText("Returned to us (RTO)")).length).toBeGreaterThan(0);
    expect(screen.getAllByText("RTO initiated").length).toBeGreaterThan(0);
    expect(screen.getByRole("link", { name: "Needs attention" })).toHaveAttribute("aria-current", "page");
  });
});
