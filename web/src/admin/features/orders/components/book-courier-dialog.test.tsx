import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { type ApiCall, mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { courierChoices, shipment, shipmentPanel } from "../../shipments/components/admin-shipment.fixture";
import { order } from "./admin-order.fixture";
import AdminOrderPage from "./admin-order-page";

const couriersUrl = (weight = 500) =>
  `/api/admin/shipments/couriers/?order_id=42&weight_grams=${weight}&length_cm=20&breadth_cm=15&height_cm=10`;

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/orders/:orderId" element={<AdminOrderPage />} />
    </Routes>,
    { route: "/admin/orders/42" },
  );

function answers(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    "GET /api/admin/orders/42/": jsonResponse(order()),
    "GET /api/admin/orders/42/shipment/": jsonResponse(shipmentPanel()),
    [`GET ${couriersUrl()}`]: jsonResponse(courierChoices()),
    ...extra,
  });
}

async function openDialog() {
  renderPage();
  const panel = await screen.findByRole("region", { name: "Courier" });
  await userEvent.click(within(panel).getByRole("button", { name: "Book courier" }));
  return screen.getByRole("dialog", { name: "Book a courier for order #MTH-261123-ABCD1234" });
}

const bookings = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === "POST" && call.url === "/api/admin/shipments/");

describe("the Book dialog", () => {
  it("starts from the default parcel, lists the couriers with charge, days and arrival, and preselects the recommended one", async () => {
    const calls = answers({ "POST /api/admin/shipments/": jsonResponse(shipment(), 201) });
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText("Weight (g)")).toHaveValue(500);
    expect(within(dialog).getByLabelText("Length (cm)")).toHaveValue(20);
    expect(within(dialog).getByLabelText("Breadth (cm)")).toHaveValue(15);
    expect(within(dialog).getByLabelText("Height (cm)")).toHaveValue(10);
    const recommended = await within(dialog).findByRole("radio", { name: /Delhivery Surface/ });
    expect(recommended).toBeChecked();
    expect(recommended.closest("label")).toHaveTextContent(
      "Delhivery SurfaceRecommended₹65.50 · 4 days · arrives Fri 27 Nov · surface",
    );
    expect(within(dialog).getByRole("radio", { name: /Blue Dart Air/ })).not.toBeChecked();
    expect(within(dialog).getByRole("radio", { name: /Recommended by Shiprocket/ })).not.toBeChecked();

    await userEvent.click(within(dialog).getByRole("button", { name: "Book" }));
    await waitFor(() => expect(bookings(calls)).toHaveLength(1));
    expect(bookings(calls)[0]?.body).toEqual({
      order_id: 42,
      courier_id: 1,
      parcel: { weight_grams: 500, length_cm: 20, breadth_cm: 15, height_cm: 10 },
    });
    await waitFor(() => expect(dialog).not.toHaveAttribute("open"));
  });

  it("says the booking is made and closes, while the panel turns to the booked parcel", async () => {
    const saidDone = vi.spyOn(toast, "success");
    let booked = false;
    mockApi({
      "GET /api/admin/orders/42/": jsonResponse(order()),
      "GET /api/admin/orders/42/shipment/": () =>
        jsonResponse(shipmentPanel(booked ? { shipment: shipment() } : {})),
      [`GET ${couriersUrl()}`]: jsonResponse(courierChoices()),
      "POST /api/admin/shipments/": () => {
        booked = true;
        return jsonResponse(shipment(), 201);
      },
    });
    const dialog = await openDialog();
    await within(dialog).findByRole("radio", { name: /Delhivery Surface/ });
    await userEvent.click(within(dialog).getByRole("button", { name: "Book" }));
    const panel = screen.getByRole("region", { name: "Courier" });
    expect(await within(panel).findByRole("button", { name: "Print label & slip" })).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(saidDone).toHaveBeenCalledWith("Booked with Delhivery Surface, AWB SR1234567890.");
  });

  it("warns on a courier that arrives after the day promised to the customer", async () => {
    answers();
    const dialog = await openDialog();
    const late = await within(dialog).findByRole("radio", { name: /Xpressbees/ });
    expect(late).toHaveAccessibleDescription("Arrives after the promised Sat 28 Nov");
    expect(within(dialog).getAllByText(/Arrives after the promised/)).toHaveLength(1);
  });

  it("books with a courier picked, or leaves the choice to Shiprocket", async () => {
    const calls = answers({
      "POST /api/admin/shipments/": () => jsonResponse({ message: "Not now" }, 409),
    });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole("radio", { name: /Blue Dart Air/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Book" }));
    await waitFor(() => expect(bookings(calls)).toHaveLength(1));
    await userEvent.click(within(dialog).getByRole("radio", { name: /Recommended by Shiprocket/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Book" }));
    await waitFor(() => expect(bookings(calls)).toHaveLength(2));
    expect(bookings(calls).map((call) => (call.body as { courier_id: unknown }).courier_id)).toEqual([
      10,
      null,
    ]);
  });

  it("preselects Shiprocket's own pick when it names no recommended courier", async () => {
    answers({ [`GET ${couriersUrl()}`]: jsonResponse(courierChoices({ recommended_courier_id: null })) });
    const dialog = await openDialog();
    expect(await within(dialog).findByRole("radio", { name: /Recommended by Shiprocket/ })).toBeChecked();
    expect(within(dialog).queryByText("Recommended")).not.toBeInTheDocument();
  });

  it("keeps a refusal in the dialog in Shiprocket's words, with the parcel and courier as chosen", async () => {
    answers({
      "POST /api/admin/shipments/": jsonResponse(
        {
          message:
            "Shiprocket refused the booking: billing_city: The billing city may not be greater than 30 characters.",
        },
        409,
      ),
    });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole("radio", { name: /Blue Dart Air/ }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Book" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Shiprocket refused the booking: billing_city: The billing city may not be greater than 30 characters.",
    );
    expect(dialog).toHaveAttribute("open");
    expect(within(dialog).getByRole("radio", { name: /Blue Dart Air/ })).toBeChecked();
  });

  it("says a booking is on hold when Shiprocket does not answer", async () => {
    const onHold =
      "Shiprocket did not answer. The booking for order #MTH-261123-ABCD1234 is on hold: we will ask Shiprocket whether it went through before trying again.";
    answers({ "POST /api/admin/shipments/": jsonResponse({ message: onHold }, 503) });
    const dialog = await openDialog();
    await within(dialog).findByRole("radio", { name: /Delhivery Surface/ });
    await userEvent.click(within(dialog).getByRole("button", { name: "Book" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(onHold);
  });

  it("says why when no courier serves the pincode, and books nothing", async () => {
    answers({
      [`GET ${couriersUrl()}`]: jsonResponse(
        courierChoices({
          recommended_courier_id: null,
          couriers: [],
          message: "Shiprocket has no courier for 411004.",
        }),
      ),
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByText("Shiprocket has no courier for 411004.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("radio")).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Book" })).toBeDisabled();
  });

  it("shows why the couriers cannot be listed", async () => {
    answers({
      [`GET ${couriersUrl()}`]: jsonResponse(
        { message: "Courier booking is not set up: orders are shipped by hand." },
        409,
      ),
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Courier booking is not set up: orders are shipped by hand.",
    );
    expect(within(dialog).getByRole("button", { name: "Book" })).toBeDisabled();
  });

  it("asks for couriers again once the parcel stops changing, and books that parcel", async () => {
    const heavy = courierChoices({
      couriers: courierChoices().couriers.map((courier) => ({ ...courier, charge: "140.00" })),
    });
    const calls = answers({
      [`GET ${couriersUrl(1200)}`]: jsonResponse(heavy),
      "POST /api/admin/shipments/": jsonResponse(shipment(), 201),
    });
    const dialog = await openDialog();
    await within(dialog).findByRole("radio", { name: /Delhivery Surface/ });
    const weight = within(dialog).getByLabelText("Weight (g)");
    await userEvent.clear(weight);
    await userEvent.type(weight, "1200");
    await waitFor(() =>
      expect(
        within(dialog)
          .getByRole("radio", { name: /Delhivery Surface/ })
          .closest("label"),
      ).toHaveTextContent("₹140"),
    );
    const asked = calls.filter((call) => call.url.startsWith("/api/admin/shipments/couriers/"));
    expect(asked.map((call) => call.url)).toEqual([couriersUrl(), couriersUrl(1200)]);

    await userEvent.click(within(dialog).getByRole("button", { name: "Book" }));
    await waitFor(() => expect(bookings(calls)).toHaveLength(1));
    expect(bookings(calls)[0]?.body).toMatchObject({ parcel: { weight_grams: 1200 } });
  });

  it("asks nothing for a parcel the courier cannot take, and says why under the field", async () => {
    const calls = answers();
    const dialog = await openDialog();
    await within(dialog).findByRole("radio", { name: /Delhivery Surface/ });
    const weight = within(dialog).getByLabelText("Weight (g)");
    await userEvent.clear(weight);
    await userEvent.type(weight, "40");
    expect(await within(dialog).findByText("Weight must be from 50 to 30000")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Book" })).toBeDisabled();
    await new Promise((settle) => setTimeout(settle, 700));
    expect(calls.filter((call) => call.url.startsWith("/api/admin/shipments/couriers/"))).toHaveLength(1);
  });
});
