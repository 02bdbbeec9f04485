import type { StaffMe } from "@contract/admin/staff";
import { screen } from "@testing-library/react";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import AdminApp from "./admin-app";

const staff = (testPayments: StaffMe["test_payments"]): StaffMe => ({
  id: 1,
  email: "owner@mithaas.in",
  first_name: "Priya",
  last_name: "Sharma",
  test_payments: testPayments,
});

function SignIn() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

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

  it("sends a guest to sign in and back to the screen they asked for", async () => {
    mockApi({ "GET /api/admin/me/": jsonResponse({ message: "Sign in first" }, 401) });
    renderWithProviders(
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="/login" element={<SignIn />} />
      </Routes>,
      { route: "/admin/orders/12?tab=history" },
    );
    expect(
      await screen.findByText("at /login?redirect=%2Fadmin%2Forders%2F12%3Ftab%3Dhistory"),
    ).toBeVisible();
  });
});
