import type { AdminShippingZone } from "@contract/admin/shipping-views";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import ZoneEditPage from "./zone-edit-page";

function zone(overrides: Partial<AdminShippingZone> = {}): AdminShippingZone {
  return {
    id: 7,
    name: "Pune",
    is_active: true,
    courier_enabled: true,
    pincodes: ["411"],
    standard: { days: 5, charge: "49.00", free_shipping_value: "999.00" },
    express: null,
    local_delivery: {
      is_active: true,
      area_name: "Pune",
      position: 1,
      cutoff: "14:00",
      lead_days: 0,
      notice_minutes: 180,
      horizon_days: 30,
      charge: "49.00",
      free_shipping_value: "999.00",
      slots: [
        {
          id: 11,
          kind: "window",
          start: "09:00",
          end: "13:00",
          label: "9 AM–1 PM",
          fee: "0.00",
          default_capacity: 30,
          is_active: true,
        },
        {
          id: 12,
          kind: "midnight",
          start: "23:00",
          end: "23:59",
          label: "Midnight, 11–11:59 PM",
          fee: "249.00",
          default_capacity: 15,
          is_active: true,
        },
      ],
    },
    ...overrides,
  };
}

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/shipping/:id" element={<ZoneEditPage />} />
      <Route path="/admin/shipping" element={<p>Zones list</p>} />
    </Routes>,
    { route: "/admin/shipping/7" },
  );

afterEach(() => vi.unstubAllGlobals());

describe("a zone's hand delivery", () => {
  it("saves the settings and slots as typed, times as HH:MM, and shows the server's refusal", async () => {
    let attempts = 0;
    const calls = mockApi({
      "GET /api/admin/shipping-zones/7/": jsonResponse(zone()),
      "PUT /api/admin/shipping-zones/7/local-delivery/": () =>
        ++attempts === 1
          ? jsonResponse({ message: "A zone must deliver by courier, by hand, or both." }, 400)
          : jsonResponse(zone()),
    });
    renderPage();
    const panel = await screen.findByRole("form", { name: "Hand delivery" });
    expect(within(panel).getByLabelText("Same-day cut-off (India time)")).toHaveValue("14:00");
    const midnight = within(panel).getByRole("group", { name: "Slot 2" });
    await userEvent.clear(within(midnight).getByLabelText("Fee (₹)"));
    await userEvent.type(within(midnight).getByLabelText("Fee (₹)"), "299");
    await userEvent.click(within(panel).getByRole("button", { name: "Add a slot" }));
    const added = within(panel).getByRole("group", { name: "Slot 3" });
    await userEvent.selectOptions(within(added).getByLabelText("Kind"), "Fixed time");
    await userEvent.clear(within(added).getByLabelText("Start"));
    await userEvent.type(within(added).getByLabelText("Start"), "20:00");
    await userEvent.clear(within(added).getByLabelText("End"));
    await userEvent.type(within(added).getByLabelText("End"), "20:30");
    await userEvent.clear(within(added).getByLabelText("Capacity"));
    await userEvent.type(within(added).getByLabelText("Capacity"), "8");
    await userEvent.click(within(panel).getByRole("button", { name: "Save hand delivery" }));
    expect(
      await within(panel).findByText("A zone must deliver by courier, by hand, or both."),
    ).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole("button", { name: "Save hand delivery" }));
    await waitFor(() => expect(calls.filter((call) => call.method === "PUT")).toHaveLength(2));
    expect(calls.filter((call) => call.method === "PUT")[1]?.body).toEqual({
      is_active: true,
      area_name: "Pune",
      position: 1,
      cutoff: "14:00",
      lead_days: 0,
      notice_minutes: 180,
      horizon_days: 30,
      charge: "49.00",
      free_shipping_value: "999.00",
      slots: [
        {
          id: 11,
          kind: "window",
          start: "09:00",
          end: "13:00",
          fee: "0.00",
          default_capacity: 30,
          is_active: true,
        },
        {
          id: 12,
          kind: "midnight",
          start: "23:00",
          end: "23:59",
          fee: "299",
          default_capacity: 15,
          is_active: true,
        },
        {
          id: null,
          kind: "fixed_time",
          start: "20:00",
          end: "20:30",
          fee: "0.00",
          default_capacity: 8,
          is_active: true,
        },
      ],
    });
  });

  it("checks a slot before sending: it must end after it starts", async () => {
    const calls = mockApi({ "GET /api/admin/shipping-zones/7/": jsonResponse(zone()) });
    renderPage();
    const panel = await screen.findByRole("form", { name: "Hand delivery" });
    const morning = within(panel).getByRole("group", { name: "Slot 1" });
    await userEvent.clear(within(morning).getByLabelText("End"));
    await userEvent.type(within(morning).getByLabelText("End"), "08:00");
    await userEvent.click(within(panel).getByRole("button", { name: "Save hand delivery" }));
    expect(await within(morning).findByText("A slot must end after it starts")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("starts a zone that never hand-delivered switched off, with the usual three windows", async () => {
    mockApi({ "GET /api/admin/shipping-zones/7/": jsonResponse(zone({ local_delivery: null })) });
    renderPage();
    const panel = await screen.findByRole("form", { name: "Hand delivery" });
    expect(within(panel).getByLabelText("Deliver by hand in this zone")).not.toBeChecked();
    expect(within(panel).getAllByRole("group", { name: /^Slot \d/ })).toHaveLength(3);
  });

  it("switches courier delivery off in the zone's own form", async () => {
    const calls = mockApi({
      "GET /api/admin/shipping-zones/7/": jsonResponse(zone()),
      "GET /api/admin/shipping-zones/?page=1": jsonResponse({
        count: 0,
        page: 1,
        page_size: 25,
        results: [],
      }),
      "PUT /api/admin/shipping-zones/7/": jsonResponse(zone({ courier_enabled: false })),
    });
    renderPage();
    await userEvent.click(await screen.findByLabelText("Courier delivery"));
    await userEvent.click(screen.getByRole("button", { name: "Save zone" }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.url === "/api/admin/shipping-zones/7/" && call.method === "PUT")?.body,
      ).toMatchObject({ courier_enabled: false }),
    );
  });
});
