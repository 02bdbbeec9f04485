import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { StaffMe } from "../../../contract/admin/staff";
import { mockApi } from "../test/mock-api";
import { jsonResponse, renderWithProviders } from "../test/render";
import AdminApp from "./admin-app";

const staff = (testPayments: StaffMe["test_payments"]): StaffMe => ({
  id: 1,
  email: "owner@mithaas.in",
  first_name: "Priya",
  last_name: "Sharma",
  test_payments: testPayments,
});

async function openBackOffice(testPayments: StaffMe["test_payments"]) {
  mockApi({ "GET /api/admin/me/": jsonResponse(staff(testPayments)) });
  renderWithProviders(<AdminApp />, { route: "/admin/no-such-screen" });
  // Any screen will do: the banner belongs to the layout every screen is shown in.
  await screen.findByRole("heading", { name: "Page not found" });
}

describe("the back office", () => {
  it("says on every page that no real money is taken when the server uses Razorpay test keys", async () => {
    await openBackOffice("razorpay_test_keys");
    expect(
      screen.getByText("Test mode: payments use Razorpay test keys and no real money is taken."),
    ).toBeVisible();
  });

  it("says so for the simulated gateway too", async () => {
    await openBackOffice("simulated");
    expect(screen.getByText("Test mode: payments are simulated and no real money is taken.")).toBeVisible();
  });

  it("shows no banner when payments are real", async () => {
    await openBackOffice(null);
    expect(screen.queryByText(/Test mode/)).not.toBeInTheDocument();
  });
});
