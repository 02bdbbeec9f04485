import type { Dashboard } from "@contract/admin/dashboard";
import type { AdminTaxSettings } from "@contract/invoices";
import { screen } from "@testing-library/react";
import { deferred, mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import DashboardPage from "./dashboard-page";

// uPlot measures the screen when it loads, which jsdom cannot; the chart is not what is tested here.
vi.mock("./revenue-chart", () => ({ RevenueChart: () => null }));

const figures: Dashboard = {
  today: { revenue: "0.00", orders: 0 },
  this_month: { revenue: "0.00", orders: 0 },
  waiting_to_ship: 0,
  low_stock: 0,
  low_stock_threshold: 5,
  daily_revenue: [],
};

const taxSettings = (overrides: Partial<AdminTaxSettings>): AdminTaxSettings => ({
  settings: null,
  issuing: false,
  prefix_locked: false,
  uninvoiced_count: 0,
  uninvoiced: [],
  ...overrides,
});

const renderDashboard = () => renderWithProviders(<DashboardPage />, { route: "/admin" });

describe("the dashboard's invoices warning", () => {
  it("says invoices are not being issued, with the way to the settings, even before the figures load", async () => {
    mockApi({
      "GET /api/admin/dashboard/": deferred<Response>().promise,
      "GET /api/admin/tax-settings/": jsonResponse(taxSettings({ uninvoiced_count: 4 })),
    });
    renderDashboard();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Invoices are not being issued: fill in the seller's GST details.");
    expect(alert).toHaveTextContent("4 paid orders have no invoice yet.");
    expect(screen.getByRole("link", { name: "Go to Tax & invoices" })).toHaveAttribute(
      "href",
      "/admin/tax-settings",
    );
  });

  it("counts paid orders left without an invoice while invoices are issued", async () => {
    mockApi({
      "GET /api/admin/dashboard/": jsonResponse(figures),
      "GET /api/admin/tax-settings/": jsonResponse(taxSettings({ issuing: true, uninvoiced_count: 1 })),
    });
    renderDashboard();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("1 paid order has no invoice yet.");
    expect(alert).not.toHaveTextContent("not being issued");
  });

  it("stays quiet while invoices are issued and none is missing", async () => {
    // The figures come only after the settings did, so the page below is looked at once both are in.
    const settingsSent = deferred<void>();
    mockApi({
      "GET /api/admin/dashboard/": () => settingsSent.promise.then(() => jsonResponse(figures)),
      "GET /api/admin/tax-settings/": () => {
        settingsSent.resolve();
        return jsonResponse(taxSettings({ issuing: true }));
      },
    });
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Revenue, last 30 days" })).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
