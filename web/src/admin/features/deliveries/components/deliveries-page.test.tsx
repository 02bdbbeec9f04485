import type { DayPlan, DayPlanOrder, DayPlanSlot } from "@contract/admin/deliveries";
import type { AdminBlockedDate, CapacityGrid } from "@contract/admin/delivery-slots";
import { addDays, indiaDate, shortDayText } from "@contract/india-time";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import DeliveriesPage from "./deliveries-page";

const date = "2026-10-24";

function planOrder(overrides: Partial<DayPlanOrder> = {}): DayPlanOrder {
  return {
    id: 42,
    order_number: "MTH-261024-AAAA1111",
    order_status: "PROCESSING",
    address: {
      full_name: "Riya Shah",
      phone: "9822033333",
      house_no: "12",
      street: "Lane 5, Koregaon Park",
      landmark: "",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411001",
    },
    items: [
      {
        product_name: "Chocolate Truffle Cake",
        quantity: 1,
        personalisations: [{ field: "Name on cake", text: "Happy birthday Riya" }],
      },
    ],
    gift_message: "Happy birthday!\nLove, Ma",
    gift_from: "Ma",
    packed_at: null,
    ...overrides,
  };
}

function slot(overrides: Partial<DayPlanSlot> = {}): DayPlanSlot {
  return {
    slot_id: 3,
    zone_id: 1,
    zone_name: "Pune",
    label: "5–9 PM",
    is_active: true,
    capacity: 20,
    booked: 2,
    unpaid_holds: 1,
    blocked_reason: null,
    areas: [],
    ...overrides,
  };
}

function plan(overrides: Partial<DayPlan> = {}): DayPlan {
  return {
    date,
    zones: [
      { id: 2, name: "Mumbai" },
      { id: 1, name: "Pune" },
    ],
    blocks: [],
    slots: [
      slot({ slot_id: 1, label: "9 AM–1 PM", booked: 0, unpaid_holds: 0 }),
      slot({
        areas: [
          { pincode: "411001", city: "Pune", orders: [planOrder()] },
          {
            pincode: "411038",
            city: "Pune",
            orders: [
              planOrder({
                id: 43,
                order_number: "MTH-261024-BBBB2222",
                order_status: "SHIPPED",
                gift_message: null,
                gift_from: null,
                packed_at: "2026-10-24T04:00:00Z",
              }),
            ],
          },
        ],
      }),
    ],
    ...overrides,
  };
}

const capacity: CapacityGrid = {
  zone_id: 1,
  slots: [
    {
      id: 3,
      kind: "window",
      start: "17:00",
      end: "21:00",
      label: "5–9 PM",
      fee: "0.00",
      default_capacity: 20,
      is_active: true,
    },
  ],
  dates: [
    {
      date,
      blocked_reason: null,
      cells: [{ slot_id: 3, date, capacity: 20, capacity_override: null, booked: 2 }],
    },
  ],
};

const noBlocks = { results: [] as AdminBlockedDate[] };

const renderPage = (route = `/admin/deliveries?date=${date}`) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/deliveries" element={<DeliveriesPage />} />
    </Routes>,
    { route },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the deliveries page", () => {
  it("opens on today's India date and shows every zone", async () => {
    const calls = mockApi({
      [`GET /api/admin/deliveries/?date=${indiaDate(new Date())}`]: jsonResponse(plan({ slots: [] })),
      "GET /api/admin/delivery-blocked-dates/": jsonResponse(noBlocks),
    });
    renderPage("/admin/deliveries");
    expect(await screen.findByText("No zone delivers by hand yet.")).toBeInTheDocument();
    expect(screen.getByLabelText("Date")).toHaveValue(indiaDate(new Date()));
    expect(
      calls.filter((call) => call.url.startsWith("/api/admin/deliveries/")).map((call) => call.url),
    ).toEqual([`/api/admin/deliveries/?date=${indiaDate(new Date())}`]);
    expect(
      screen.getByText("Choose a zone to see and change its capacity for the week."),
    ).toBeInTheDocument();
  });

  it("lists the day's orders by slot, then area, with recipient, phone, items and card, and no prices", async () => {
    mockApi({
      [`GET /api/admin/deliveries/?date=${date}`]: jsonResponse(plan()),
      "GET /api/admin/delivery-blocked-dates/": jsonResponse(noBlocks),
    });
    renderPage();
    const evening = await screen.findByRole("region", { name: "5–9 PM · Pune" });
    expect(evening).toHaveTextContent("2 of 20 booked · 1 awaiting payment");
    expect(
      within(evening)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Pune 411001", "Pune 411038"]);
    const order = within(evening).getByRole("article", { name: "Order #MTH-261024-AAAA1111" });
    expect(order).toHaveTextContent("Riya Shah");
    expect(order).toHaveTextContent("9822033333");
    expect(order).toHaveTextContent("1 × Chocolate Truffle Cake");
    expect(order).toHaveTextContent("Name on cake: Happy birthday Riya");
    expect(within(order).getByRole("figure", { name: "Gift card" })).toHaveTextContent(
      "Happy birthday! Love, Ma— Ma",
    );
    expect(within(order).getByRole("button", { name: "Mark out for delivery" })).toBeInTheDocument();
    const shipped = within(evening).getByRole("article", { name: "Order #MTH-261024-BBBB2222" });
    expect(within(shipped).getByRole("button", { name: "Mark delivered" })).toBeInTheDocument();
    expect(within(shipped).queryByRole("button", { name: "Move" })).not.toBeInTheDocument();
    expect(screen.getByRole("region", { name: "9 AM–1 PM · Pune" })).toHaveTextContent(
      "No deliveries in this slot.",
    );
    expect(document.body.textContent).not.toContain("₹");
  });

  it("marks an order out for delivery and delivered through the order's own moves, each confirmed", async () => {
    const calls = mockApi({
      [`GET /api/admin/deliveries/?date=${date}`]: jsonResponse(plan()),
      "GET /api/admin/delivery-blocked-dates/": jsonResponse(noBlocks),
      "POST /api/admin/orders/42/ship/": jsonResponse({}),
      "POST /api/admin/orders/43/deliver/": jsonResponse({}),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Mark out for delivery" }));
    await userEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await userEvent.click(screen.getByRole("button", { name: "Mark out for delivery" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, it is out for delivery" }));
    await userEvent.click(screen.getByRole("button", { name: "Mark delivered" }));
    await userEvent.click(screen.getByRole("button", { name: "Yes, it was delivered" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST").map((call) => [call.url, call.body])).toEqual([
        ["/api/admin/orders/42/ship/", {}],
        ["/api/admin/orders/43/deliver/", undefined],
      ]),
    );
  });

  it("moves an order, keeping the dialog open with the server's refusal until a move goes through", async () => {
    let attempts = 0;
    const calls = mockApi({
      [`GET /api/admin/deliveries/?date=${date}`]: jsonResponse(plan()),
      "GET /api/admin/delivery-blocked-dates/": jsonResponse(noBlocks),
      "POST /api/admin/deliveries/orders/42/move/": () =>
        ++attempts === 1
          ? jsonResponse(
              {
                message:
                  "The 9 AM–1 PM delivery on Sun 25 Oct is full. Raise its capacity or choose another time.",
              },
              409,
            )
          : jsonResponse({
              order_id: 42,
              delivery_date: "2026-10-25",
              delivery_slot_id: 3,
              delivery_slot_label: "5–9 PM",
            }),
    });
    renderPage();
    const order = await screen.findByRole("article", { name: "Order #MTH-261024-AAAA1111" });
    await userEvent.click(within(order).getByRole("button", { name: "Move" }));
    const dialog = screen.getByRole("dialog", { name: "Move order #MTH-261024-AAAA1111" });
    expect(within(dialog).getByLabelText("Delivery date")).toHaveValue(date);
    expect(within(dialog).getByLabelText("Slot")).toHaveValue("3");
    await userEvent.clear(within(dialog).getByLabelText("Delivery date"));
    await userEvent.type(within(dialog).getByLabelText("Delivery date"), "2026-10-25");
    await userEvent.selectOptions(within(dialog).getByLabelText("Slot"), "9 AM–1 PM");
    await userEvent.click(within(dialog).getByRole("button", { name: "Move order" }));
    expect(
      await within(dialog).findByText(
        "The 9 AM–1 PM delivery on Sun 25 Oct is full. Raise its capacity or choose another time.",
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveAttribute("open");

    await userEvent.selectOptions(within(dialog).getByLabelText("Slot"), "5–9 PM");
    await userEvent.click(within(dialog).getByRole("button", { name: "Move order" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([
      { delivery_date: "2026-10-25", delivery_slot_id: 1 },
      { delivery_date: "2026-10-25", delivery_slot_id: 3 },
    ]);
  });

  it("stamps the unpacked orders packed before printing every slip and card, one order a page, without prices", async () => {
    const print = vi.fn(() => calls.map((call) => `${call.method} ${call.url}`));
    vi.stubGlobal("print", print);
    const calls = mockApi({
      [`GET /api/admin/deliveries/?date=${date}`]: jsonResponse(plan()),
      "GET /api/admin/delivery-blocked-dates/": jsonResponse(noBlocks),
      "POST /api/admin/orders/packed/": jsonResponse({ packed: [42] }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Print slips and cards" }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const before = print.mock.results[0]?.value as string[];
    const stamped = before.indexOf("POST /api/admin/orders/packed/");
    expect(stamped, "packed before printing").toBeGreaterThan(-1);
    expect(before.slice(stamped + 1), "the plan read again, packed times and all").toContain(
      `GET /api/admin/deliveries/?date=${date}`,
    );
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ order_ids: [42] });

    const sheets = screen.getByTestId("delivery-sheets");
    // Hidden on screen; only printing shows them.
    const pages = within(sheets).getAllByRole("article", { hidden: true });
    expect(pages.map((page) => page.getAttribute("aria-label"))).toEqual([
      "Slip and card #MTH-261024-AAAA1111",
      "Slip and card #MTH-261024-BBBB2222",
    ]);
    expect(pages[0]).toHaveTextContent("Hand delivery, Sat 24 Oct, 5–9 PM");
    expect(pages[0]).toHaveTextContent("Name on cake: Happy birthday Riya");
    expect(
      within(pages[0] as HTMLElement).getByRole("figure", { name: "Gift card", hidden: true }),
    ).toHaveTextContent("— Ma");
    expect(within(pages[1] as HTMLElement).queryByRole("figure", { hidden: true })).not.toBeInTheDocument();
    expect(sheets.textContent).not.toMatch(/₹|price|total/i);
    expect(sheets.querySelector("style")?.textContent).toContain("break-after: page");
  });

  it("does not print when the orders could not be stamped packed", async () => {
    const print = vi.fn();
    vi.stubGlobal("print", print);
    mockApi({
      [`GET /api/admin/deliveries/?date=${date}`]: jsonResponse(plan()),
      "GET /api/admin/delivery-blocked-dates/": jsonResponse(noBlocks),
      "POST /api/admin/orders/packed/": jsonResponse({ message: "Something went wrong" }, 500),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Print slips and cards" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "Print slips and cards" })).toBeEnabled());
    expect(print).not.toHaveBeenCalled();
  });

  it("edits a zone's capacity for a date: a number sets it, blank goes back to the default", async () => {
    let override: number | null = null;
    const grid = (): CapacityGrid => ({
      ...capacity,
      dates: [
        {
          date,
          blocked_reason: null,
          cells: [{ slot_id: 3, date, capacity: override ?? 20, capacity_override: override, booked: 2 }],
        },
      ],
    });
    const calls = mockApi({
      [`GET /api/admin/deliveries/?date=${date}&zone_id=1`]: jsonResponse(plan()),
      [`GET /api/admin/delivery-capacity/?zone_id=1&from=${date}&days=7`]: () => jsonResponse(grid()),
      "GET /api/admin/delivery-blocked-dates/": jsonResponse(noBlocks),
      "PUT /api/admin/delivery-capacity/": (call) => {
        override = (call.body as { capacity: number | null }).capacity;
        return jsonResponse(grid().dates[0]?.cells[0]);
      },
    });
    renderPage(`/admin/deliveries?date=${date}&zone=1`);
    const cell = () => screen.getByRole("textbox", { name: "5–9 PM on Sat 24 Oct" });
    expect(await screen.findByText("2/20 booked")).toBeInTheDocument();
    expect(cell()).toHaveAttribute("placeholder", "20");
    await userEvent.type(cell(), "35{Enter}");
    expect(await screen.findByText("2/35 booked")).toBeInTheDocument();
    expect(cell()).toHaveValue("35");
    await userEvent.clear(cell());
    await userEvent.tab();
    expect(await screen.findByText("2/20 booked")).toBeInTheDocument();
    await userEvent.type(cell(), "lots");
    await userEvent.tab();
    expect(screen.getByText("A whole number, or blank for the default")).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "PUT").map((call) => call.body)).toEqual([
        { slot_id: 3, date, capacity: 35 },
        { slot_id: 3, date, capacity: null },
      ]),
    );
  });

  it("blocks a date with the reason pre-filled, shows a refusal, and removes a block", async () => {
    const today = indiaDate(new Date());
    const toBlock = addDays(today, 5);
    const nextYear = `${Number(today.slice(0, 4)) + 1}-10-29`;
    const blocks: AdminBlockedDate[] = [
      { id: 5, zone_id: null, zone_name: null, date: nextYear, reason: "No deliveries on Diwali, 29 Oct" },
    ];
    let attempts = 0;
    const calls = mockApi({
      [`GET /api/admin/deliveries/?date=${date}&zone_id=1`]: jsonResponse(plan()),
      [`GET /api/admin/delivery-capacity/?zone_id=1&from=${date}&days=7`]: jsonResponse(capacity),
      "GET /api/admin/delivery-blocked-dates/": jsonResponse({ results: blocks }),
      "POST /api/admin/delivery-blocked-dates/": () =>
        ++attempts === 1
          ? jsonResponse({ message: "That date is already blocked in Pune" }, 409)
          : jsonResponse({ id: 6, zone_id: 1, zone_name: "Pune", date: toBlock, reason: "x" }, 201),
      "DELETE /api/admin/delivery-blocked-dates/5/": new Response(null, { status: 204 }),
    });
    renderPage(`/admin/deliveries?date=${date}&zone=1`);
    const listed = await screen.findByText(/No deliveries on Diwali, 29 Oct/);
    expect(listed).toHaveTextContent(`${shortDayText(nextYear)} ${nextYear.slice(0, 4)} · All zones`);
    await userEvent.type(screen.getByLabelText("Date to block"), toBlock);
    const reason = screen.getByLabelText("Reason shoppers see");
    expect(reason).toHaveValue(`No deliveries on ${shortDayText(toBlock)}`);
    expect(screen.getByLabelText("Block in")).toHaveValue("1");
    await userEvent.type(reason, ", Bhai Dooj");
    await userEvent.click(screen.getByRole("button", { name: "Block date" }));
    expect(await screen.findByText("That date is already blocked in Pune")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Block date" }));
    await userEvent.click(screen.getByRole("button", { name: /^Remove the block on .* \(all zones\)$/ }));
    const sent = {
      date: toBlock,
      zone_id: 1,
      reason: `No deliveries on ${shortDayText(toBlock)}, Bhai Dooj`,
    };
    await waitFor(() =>
      expect(
        calls
          .filter((call) => call.method === "POST" || call.method === "DELETE")
          .map((c) => [c.method, c.body]),
      ).toEqual([
        ["POST", sent],
        ["POST", sent],
        ["DELETE", undefined],
      ]),
    );
  });
});
