import type { Address } from "@contract/address";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { LocationProbe } from "@web/test/location-probe";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { ProfilePage } from "./profile-page";

const home: Address = {
  id: 1,
  full_name: "Asha Rao",
  phone: "9876543210",
  house_no: "Flat 4B",
  street: "North Main Road",
  landmark: "",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
  is_default: true,
};

function renderProfile(route: string) {
  renderWithProviders(
    <Routes>
      <Route
        path="/profile"
        element={<ProfilePage profile={undefined} loading={false} failed={false} onRetry={() => {}} />}
      />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

describe("ProfilePage with ?redirect=checkout", { timeout: 20_000 }, () => {
  it("offers the way back and returns to checkout once an address is saved", async () => {
    mockApi({
      "GET /api/user/addresses/": jsonResponse([home]),
      "PUT /api/user/addresses/1/": ({ body }) => jsonResponse({ ...home, ...(body as object) }),
    });
    renderProfile("/profile?tab=addresses&redirect=checkout");
    expect(screen.getByRole("link", { name: "Back to Checkout" })).toHaveAttribute("href", "/checkout");
    await userEvent.click(await screen.findByRole("button", { name: "Edit" }));
    await userEvent.clear(screen.getByLabelText("City"));
    await userEvent.type(screen.getByLabelText("City"), "Pimpri");
    await userEvent.click(screen.getByRole("button", { name: "Update Address" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/checkout\?address=1$/));
  });

  it("comes back to checkout after adding an address from ?address=new", async () => {
    let saved: Address[] = [home];
    mockApi({
      "GET /api/user/addresses/": () => jsonResponse(saved),
      "POST /api/user/addresses/": ({ body }) => {
        saved = [home, { ...home, ...(body as object), id: 2, is_default: false }];
        return jsonResponse(saved[1], 201);
      },
    });
    renderProfile("/profile?address=new&redirect=checkout");
    await userEvent.type(await screen.findByLabelText("Full Name"), "Ravi Kumar");
    await userEvent.type(screen.getByLabelText("Phone Number"), "9845012345");
    await userEvent.type(screen.getByLabelText("House / Flat No."), "12");
    await userEvent.type(screen.getByLabelText("Street / Area"), "MG Road");
    await userEvent.type(screen.getByLabelText("City"), "Bengaluru");
    await userEvent.selectOptions(screen.getByLabelText("State"), "Karnataka");
    await userEvent.type(screen.getByLabelText("Pincode"), "560001");
    await userEvent.click(screen.getByRole("button", { name: "Save Address" }));
    // The new address is named, so checkout selects it.
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent(/^\/checkout\?address=2$/));
  });

  it("ignores a redirect it does not know", async () => {
    mockApi({ "GET /api/user/addresses/": jsonResponse([home]) });
    renderProfile("/profile?redirect=https://evil.example");
    expect(await screen.findByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Back to/ })).not.toBeInTheDocument();
  });
});
