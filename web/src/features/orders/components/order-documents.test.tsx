import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { captureDownloads, fileResponse } from "@web/test/downloads";
import { deferred, mockApi } from "@web/test/mock-api";
import { deliveredOrder } from "@web/test/order-fixtures";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { OrderDetailPage } from "./order-detail-page";

vi.mock("@web/lib/toast", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const invoiced = deliveredOrder({ invoice_number: "MT/26-27/000123" });
const pdf = (name: string) => fileResponse("%PDF-1.7", "application/pdf", name);

function renderDetail() {
  return renderWithProviders(
    <Routes>
      <Route path="/orders/:orderId" element={<OrderDetailPage orderId="5" />} />
    </Routes>,
    { route: "/orders/5" },
  );
}

const payment = () => screen.findByRole("region", { name: "Payment" });

describe("the order's GST documents (decision 25)", () => {
  it("offers no download before the invoice is issued", async () => {
    mockApi({ "GET /api/orders/5/": jsonResponse(deliveredOrder()) });
    renderDetail();
    expect(await payment()).toHaveTextContent("Total");
    expect(screen.queryByRole("button", { name: /Download/ })).not.toBeInTheDocument();
  });

  it("downloads the invoice with the session's token and saves it under the server's name", async () => {
    localStorage.setItem("token", "t0k3n");
    const saved = captureDownloads();
    const calls = mockApi({
      "GET /api/orders/5/": jsonResponse(invoiced),
      "GET /api/orders/5/invoice/": pdf("Invoice-MT-26-27-000123.pdf"),
    });
    renderDetail();
    const section = await payment();
    expect(within(section).queryByRole("button", { name: "Download credit note" })).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole("button", { name: "Download invoice" }));
    await waitFor(() =>
      expect(saved).toEqual([{ name: "Invoice-MT-26-27-000123.pdf", type: "application/pdf" }]),
    );
    const asked = calls.filter((call) => call.url === "/api/orders/5/invoice/");
    expect(asked).toHaveLength(1);
    expect(asked[0]?.headers.get("Authorization")).toBe("Bearer t0k3n");
  });

  it("downloads a refunded order's credit note from its own route", async () => {
    const saved = captureDownloads();
    mockApi({
      "GET /api/orders/5/": jsonResponse({ ...invoiced, credit_note_number: "MTC/26-27/000007" }),
      "GET /api/orders/5/credit-note/": pdf("Credit-note-MTC-26-27-000007.pdf"),
    });
    renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Download credit note" }));
    await waitFor(() => expect(saved.map((file) => file.name)).toEqual(["Credit-note-MTC-26-27-000007.pdf"]));
  });

  it("is busy while the file comes, and toasts the server's message when it does not", async () => {
    const saved = captureDownloads();
    const answer = deferred<Response>();
    mockApi({ "GET /api/orders/5/": jsonResponse(invoiced), "GET /api/orders/5/invoice/": answer.promise });
    renderDetail();
    await userEvent.click(await screen.findByRole("button", { name: "Download invoice" }));
    expect(await screen.findByRole("button", { name: "Downloading…" })).toBeDisabled();
    answer.resolve(jsonResponse({ message: "No invoice has been issued for this order yet." }, 404));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("No invoice has been issued for this order yet."),
    );
    expect(screen.getByRole("button", { name: "Download invoice" })).toBeEnabled();
    expect(saved).toEqual([]);
  });
});
