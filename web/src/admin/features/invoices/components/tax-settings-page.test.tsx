import type { AdminTaxSettings } from "@contract/invoices";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { captureDownloads, fileResponse } from "@web/test/downloads";
import { type ApiCall, mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { lastMonthInIndia } from "./last-month";
import TaxSettingsPage from "./tax-settings-page";

vi.mock("@web/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const seller = {
  legal_name: "Mithaas Foods Private Limited",
  trade_name: "Mithaas",
  address_line1: "12 FC Road",
  address_line2: "",
  city: "Pune",
  pincode: "411004",
  state: "Maharashtra",
  gstin: "27AAPFU0939F1ZV",
  invoice_prefix: "MT",
  charges_gst_rate: 18,
  charges_sac: "996812",
  updated_at: "2026-11-01T06:30:00Z",
};

function taxSettings(overrides: Partial<AdminTaxSettings> = {}): AdminTaxSettings {
  return {
    settings: seller,
    issuing: true,
    prefix_locked: false,
    uninvoiced_count: 0,
    uninvoiced: [],
    ...overrides,
  };
}

const unsaved = taxSettings({
  settings: null,
  issuing: false,
  uninvoiced_count: 1,
  uninvoiced: [
    {
      order_id: 42,
      order_number: "MTH-1042",
      paid_at: "2026-11-20T06:31:00Z",
      reason: "Tax settings are not set",
    },
  ],
});
const twoOfThree = taxSettings({
  uninvoiced_count: 3,
  uninvoiced: [
    ...unsaved.uninvoiced,
    {
      order_id: 43,
      order_number: "MTH-1043",
      paid_at: "2026-11-21T06:31:00Z",
      reason: "Kaju Katli has no HSN code",
    },
  ],
});

const renderPage = () => renderWithProviders(<TaxSettingsPage />, { route: "/admin/tax-settings" });
const form = () => screen.findByRole("form", { name: "Seller's GST details" });
const sent = (calls: ApiCall[], key: string) =>
  calls.filter((call) => `${call.method} ${call.url}` === key).map((call) => call.body);

describe("Tax & invoices", () => {
  it("warns while invoices are not issued and shows the server's field errors under the fields", async () => {
    const calls = mockApi({
      "GET /api/admin/tax-settings/": jsonResponse(unsaved),
      "PUT /api/admin/tax-settings/": jsonResponse(
        {
          message: "Check the highlighted fields",
          errors: {
            gstin: ["This GSTIN belongs to Karnataka, not Maharashtra"],
            charges_sac: ["Unknown SAC"],
          },
        },
        400,
      ),
    });
    renderPage();
    const details = await form();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Invoices are not being issued: fill in the seller's GST details below.",
    );
    expect(within(details).getByLabelText("SAC for delivery charges")).toHaveValue("996812");
    expect(within(details).getByLabelText("GST rate for delivery charges")).toHaveValue("18");
    await userEvent.type(within(details).getByLabelText("Legal name"), seller.legal_name);
    await userEvent.type(within(details).getByLabelText("Address"), seller.address_line1);
    await userEvent.type(within(details).getByLabelText("City"), "Pune");
    await userEvent.type(within(details).getByLabelText("Pincode"), "411004");
    await userEvent.selectOptions(within(details).getByLabelText("State"), "Maharashtra");
    await userEvent.type(within(details).getByLabelText("GSTIN"), "27aapfu0939f1zv");
    await userEvent.type(within(details).getByLabelText("Invoice prefix"), "mt");
    await userEvent.selectOptions(within(details).getByLabelText("GST rate for delivery charges"), "5");
    await userEvent.click(within(details).getByRole("button", { name: "Save GST details" }));

    expect(
      await within(details).findByText("This GSTIN belongs to Karnataka, not Maharashtra"),
    ).toBeInTheDocument();
    expect(within(details).getByLabelText("GSTIN")).toHaveAttribute("aria-invalid", "true");
    expect(within(details).getByText("Unknown SAC")).toBeInTheDocument();
    expect(sent(calls, "PUT /api/admin/tax-settings/")).toEqual([
      {
        legal_name: seller.legal_name,
        trade_name: "",
        address_line1: seller.address_line1,
        address_line2: "",
        city: "Pune",
        pincode: "411004",
        state: "Maharashtra",
        gstin: "27AAPFU0939F1ZV",
        invoice_prefix: "MT",
        charges_gst_rate: 5,
        charges_sac: "996812",
      },
    ]);
  });

  it("keeps a locked prefix as it is, still sending it, and thanks staff for the save", async () => {
    const calls = mockApi({
      "GET /api/admin/tax-settings/": jsonResponse(taxSettings({ prefix_locked: true })),
      "PUT /api/admin/tax-settings/": jsonResponse(taxSettings({ prefix_locked: true })),
    });
    renderPage();
    const details = await form();
    const prefix = within(details).getByLabelText("Invoice prefix");
    expect(prefix).toBeDisabled();
    expect(prefix).toHaveValue("MT");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    await userEvent.clear(within(details).getByLabelText("City"));
    await userEvent.type(within(details).getByLabelText("City"), "Pimpri");
    await userEvent.click(within(details).getByRole("button", { name: "Save GST details" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("GST details saved"));
    expect(sent(calls, "PUT /api/admin/tax-settings/")).toEqual([
      expect.objectContaining({ city: "Pimpri", invoice_prefix: "MT" }),
    ]);
  });

  it("lists the paid orders without an invoice and issues them", async () => {
    let issued = false;
    const calls = mockApi({
      "GET /api/admin/tax-settings/": () =>
        jsonResponse(
          issued ? taxSettings({ uninvoiced_count: 1, uninvoiced: unsaved.uninvoiced }) : twoOfThree,
        ),
      "POST /api/admin/invoices/issue-missing/": () => {
        issued = true;
        return jsonResponse({ issued: 2, still_missing: 1 });
      },
    });
    renderPage();
    const list = await screen.findByRole("region", { name: "Paid orders without an invoice" });
    expect(list).toHaveTextContent("3 paid orders have no invoice yet; the oldest 2 are listed.");
    expect(within(list).getByRole("link", { name: "#MTH-1042" })).toHaveAttribute("href", "/admin/orders/42");
    expect(list).toHaveTextContent("Tax settings are not set");
    expect(list).toHaveTextContent("Kaju Katli has no HSN code");
    await userEvent.click(within(list).getByRole("button", { name: "Issue missing invoices" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Issued 2 invoices; 1 still missing"));
    expect(sent(calls, "POST /api/admin/invoices/issue-missing/")).toHaveLength(1);
    await waitFor(() => expect(list).toHaveTextContent("1 paid order has no invoice yet."));
  });

  it("cannot issue missing invoices before the seller's details are saved", async () => {
    mockApi({ "GET /api/admin/tax-settings/": jsonResponse(unsaved) });
    renderPage();
    const list = await screen.findByRole("region", { name: "Paid orders without an invoice" });
    expect(within(list).getByRole("button", { name: "Issue missing invoices" })).toBeDisabled();
  });

  it("downloads last month's export, or the month staff pick, as CSV", async () => {
    const saved = captureDownloads();
    const lastMonth = lastMonthInIndia(new Date());
    const calls = mockApi({
      "GET /api/admin/tax-settings/": jsonResponse(taxSettings()),
      [`GET /api/admin/gst-export/?month=${lastMonth}&report=hsn`]: fileResponse(
        "HSN,UQC\n",
        "text/csv",
        `gst-hsn-${lastMonth}.csv`,
      ),
      "GET /api/admin/gst-export/?month=2026-04&report=documents": fileResponse(
        "Number\n",
        "text/csv",
        "gst-documents-2026-04.csv",
      ),
    });
    renderPage();
    const exports = await screen.findByRole("region", { name: "Monthly GST export" });
    const month = within(exports).getByLabelText("Month");
    expect(month).toHaveValue(lastMonth);
    await userEvent.click(within(exports).getByRole("button", { name: "HSN summary (CSV)" }));
    await waitFor(() => expect(saved).toEqual([{ name: `gst-hsn-${lastMonth}.csv`, type: "text/csv" }]));

    await userEvent.clear(month);
    await userEvent.type(month, "2026-04");
    await userEvent.click(within(exports).getByRole("button", { name: "Invoices and credit notes (CSV)" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toContain("gst-documents-2026-04.csv"));
    expect(calls.filter((call) => call.url.startsWith("/api/admin/gst-export/"))).toHaveLength(2);
  });
});
