import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { captureDownloads, fileResponse } from "@web/test/downloads";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { order } from "./admin-order.fixture";
import AdminOrderPage from "./admin-order-page";

vi.mock("@web/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const renderPage = () =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/orders/:orderId" element={<AdminOrderPage />} />
    </Routes>,
    { route: "/admin/orders/42" },
  );

const refunded = order({
  payment_status: "REFUNDED",
  order_status: "CANCELLED",
  tax_documents: [
    { kind: "invoice", number: "MT/26-27/000123", issued_on: "2026-11-23", total_amount: "1450.00" },
    { kind: "credit_note", number: "MTC/26-27/000007", issued_on: "2026-11-25", total_amount: "1450.00" },
  ],
});

const pdf = (name: string) => fileResponse("%PDF-1.7", "application/pdf", name);

describe("the order's tax documents", () => {
  it("lists the invoice and credit note and downloads each from the staff routes", async () => {
    const saved = captureDownloads();
    mockApi({
      "GET /api/admin/orders/42/": jsonResponse(refunded),
      "GET /api/admin/orders/42/invoice/": pdf("Invoice-MT-26-27-000123.pdf"),
      "GET /api/admin/orders/42/credit-note/": pdf("Credit-note-MTC-26-27-000007.pdf"),
    });
    renderPage();
    const panel = await screen.findByRole("region", { name: "Tax documents" });
    const [invoice, creditNote] = within(panel).getAllByRole("listitem");
    expect(invoice).toHaveTextContent("Tax Invoice MT/26-27/000123");
    expect(invoice).toHaveTextContent("November 23, 2026 · ₹1,450");
    expect(creditNote).toHaveTextContent("Credit Note MTC/26-27/000007");
    expect(creditNote).toHaveTextContent("November 25, 2026");

    await userEvent.click(
      within(panel).getByRole("button", { name: "Download Credit Note MTC/26-27/000007" }),
    );
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["Credit-note-MTC-26-27-000007.pdf"]));
    await userEvent.click(
      within(panel).getByRole("button", { name: "Download Tax Invoice MT/26-27/000123" }),
    );
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toEqual({ name: "Invoice-MT-26-27-000123.pdf", type: "application/pdf" });
  });

  it("toasts the server's message when a document cannot be downloaded", async () => {
    captureDownloads();
    mockApi({
      "GET /api/admin/orders/42/": jsonResponse(refunded),
      "GET /api/admin/orders/42/invoice/": jsonResponse({ message: "Could not render the PDF" }, 500),
    });
    renderPage();
    const panel = await screen.findByRole("region", { name: "Tax documents" });
    await userEvent.click(
      within(panel).getByRole("button", { name: "Download Tax Invoice MT/26-27/000123" }),
    );
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Could not render the PDF"));
  });

  it("says a paid order has no invoice yet; shows nothing for an unpaid one or a late payment going back", async () => {
    mockApi({ "GET /api/admin/orders/42/": jsonResponse(order()) });
    const { unmount } = renderPage();
    const panel = await screen.findByRole("region", { name: "Tax documents" });
    expect(panel).toHaveTextContent("No invoice yet. Tax & invoices says why.");
    expect(within(panel).getByRole("link", { name: "Tax & invoices" })).toHaveAttribute(
      "href",
      "/admin/tax-settings",
    );
    unmount();

    mockApi({
      "GET /api/admin/orders/42/": jsonResponse(
        order({ payment_status: "PENDING", order_status: "PENDING", actions: [] }),
      ),
    });
    const unpaid = renderPage();
    await screen.findByRole("region", { name: "Amounts" });
    expect(screen.queryByRole("region", { name: "Tax documents" })).not.toBeInTheDocument();
    unpaid.unmount();

    mockApi({ "GET /api/admin/orders/42/": jsonResponse(order({ refund_due: true, actions: [] })) });
    renderPage();
    await screen.findByRole("region", { name: "Amounts" });
    expect(screen.queryByRole("region", { name: "Tax documents" })).not.toBeInTheDocument();
  });
});
