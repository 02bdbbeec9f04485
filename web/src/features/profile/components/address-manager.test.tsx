import type { Address } from "@contract/address";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "@web/lib/toast";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { AddressManager } from "./address-manager";

const home: Address = {
  id: 1,
  full_name: "Asha Rao",
  phone: "9876543210",
  house_no: "Flat 4B, Sunrise Apartments",
  street: "North Main Road, Koregaon Park",
  landmark: "Near Osho Garden",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
  is_default: true,
};
const office: Address = {
  ...home,
  id: 2,
  full_name: "Asha at work",
  house_no: "5th floor, Tower B",
  landmark: "",
  pincode: "411014",
  is_default: false,
};

const card = (name: string) => screen.findByRole("listitem", { name: new RegExp(`^${name}`) });

async function fillAddress() {
  await userEvent.type(screen.getByLabelText("Full Name"), "Ravi Kumar");
  await userEvent.type(screen.getByLabelText("Phone Number"), "98450 12345");
  await userEvent.type(screen.getByLabelText("House / Flat No."), "12");
  await userEvent.type(screen.getByLabelText("Street / Area"), "MG Road");
  await userEvent.type(screen.getByLabelText("City"), "Bengaluru");
  await userEvent.selectOptions(screen.getByLabelText("State"), "Karnataka");
  await userEvent.type(screen.getByLabelText("Pincode"), "560001");
}

describe("AddressManager", () => {
  it("lists addresses with the default marked; the default cannot be deleted", async () => {
    mockApi({ "GET /api/user/addresses/": jsonResponse([home, office]) });
    renderWithProviders(<AddressManager />);
    const defaultCard = await card("Asha Rao \\(default\\)");
    expect(within(defaultCard).getByText("Default")).toBeInTheDocument();
    const deleteDefault = within(defaultCard).getByRole("button", { name: "Delete" });
    expect(deleteDefault).toBeDisabled();
    expect(deleteDefault).toHaveAccessibleDescription("Default address cannot be deleted");
    expect(within(defaultCard).queryByRole("button", { name: "Set as Default" })).not.toBeInTheDocument();

    const other = await card("Asha at work");
    expect(within(other).getByRole("button", { name: "Delete" })).toBeEnabled();
    expect(within(other).getByRole("button", { name: "Set as Default" })).toBeEnabled();
  });

  it("opens the new-address form for ?address=new", async () => {
    mockApi({ "GET /api/user/addresses/": jsonResponse([home]) });
    renderWithProviders(<AddressManager />, { route: "/profile?address=new" });
    expect(await screen.findByRole("form", { name: "Add New Address" })).toBeInTheDocument();
    expect(screen.getByLabelText("Full Name")).toHaveValue("");
  });

  it("requires every field but the landmark before calling the server", async () => {
    const calls = mockApi({ "GET /api/user/addresses/": jsonResponse([]) });
    renderWithProviders(<AddressManager />);
    await userEvent.click(await screen.findByRole("button", { name: "Add Address" }));
    await userEvent.click(screen.getByRole("button", { name: "Save Address" }));

    for (const message of [
      "Full name is required",
      "Phone number is required",
      "House / flat number is required",
      "Street / area is required",
      "City is required",
      "State is required",
      "Pincode is required",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Landmark (optional)")).not.toHaveAttribute("aria-invalid");
    expect(screen.getByLabelText("Full Name")).toHaveFocus();
    expect(screen.getByLabelText("Pincode")).toHaveAttribute("maxLength", "6");

    await userEvent.type(screen.getByLabelText("Pincode"), "012345");
    await userEvent.type(screen.getByLabelText("Phone Number"), "12345");
    await userEvent.click(screen.getByRole("button", { name: "Save Address" }));
    expect(screen.getByText("Enter a valid 6-digit pincode")).toBeInTheDocument();
    expect(screen.getByText("Enter a valid 10-digit Indian mobile number")).toBeInTheDocument();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("adds an address, toasts and closes the form", async () => {
    const success = vi.spyOn(toast, "success");
    let saved: Address[] = [home];
    const calls = mockApi({
      "GET /api/user/addresses/": () => jsonResponse(saved),
      "POST /api/user/addresses/": () => {
        saved = [home, { ...office, id: 3, full_name: "Ravi Kumar" }];
        return jsonResponse(saved[1], 201);
      },
    });
    renderWithProviders(<AddressManager />);
    await userEvent.click(await screen.findByRole("button", { name: "Add Address" }));
    await fillAddress();
    await userEvent.click(screen.getByRole("button", { name: "Save Address" }));

    await waitFor(() => expect(success).toHaveBeenCalledWith("Address added successfully"));
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    expect(await card("Ravi Kumar")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      full_name: "Ravi Kumar",
      phone: "98450 12345",
      house_no: "12",
      street: "MG Road",
      landmark: "",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560001",
      is_default: false,
    });
  });

  it("shows the server's field errors under the fields", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const error = vi.spyOn(toast, "error");
    mockApi({
      "GET /api/user/addresses/": jsonResponse([home]),
      "POST /api/user/addresses/": jsonResponse(
        {
          message: "Please fix the errors and try again",
          errors: { city: ["City must be at most 100 characters"] },
        },
        400,
      ),
    });
    renderWithProviders(<AddressManager />);
    await userEvent.click(await screen.findByRole("button", { name: "Add Address" }));
    await fillAddress();
    await userEvent.click(screen.getByRole("button", { name: "Save Address" }));

    expect(await screen.findByText("City must be at most 100 characters")).toBeInTheDocument();
    expect(screen.getByLabelText("City")).toHaveAttribute("aria-invalid", "true");
    expect(error).toHaveBeenCalledWith("Failed to update address");
  });

  it("edits an address pre-filled, and cancel closes the form unchanged", async () => {
    const success = vi.spyOn(toast, "success");
    const calls = mockApi({
      "GET /api/user/addresses/": jsonResponse([home, office]),
      "PUT /api/user/addresses/2/": ({ body }) => jsonResponse({ ...office, ...(body as object) }),
    });
    renderWithProviders(<AddressManager />);
    await userEvent.click(within(await card("Asha at work")).getByRole("button", { name: "Edit" }));
    const form = screen.getByRole("form", { name: "Edit Address" });
    expect(within(form).getByLabelText("House / Flat No.")).toHaveValue("5th floor, Tower B");
    expect(within(form).getByLabelText("State")).toHaveValue("Maharashtra");

    await userEvent.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form")).not.toBeInTheDocument();

    await userEvent.click(within(await card("Asha at work")).getByRole("button", { name: "Edit" }));
    const city = screen.getByLabelText("City");
    await userEvent.clear(city);
    await userEvent.type(city, "Pimpri");
    await userEvent.click(screen.getByRole("button", { name: "Update Address" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Address updated successfully"));
    expect(calls.find((call) => call.method === "PUT")?.body).toMatchObject({ city: "Pimpri" });
    expect(await card("Asha at work")).toHaveTextContent("Pimpri, Maharashtra 411014");
  });

  it("deletes only after the confirm, and sets another address as default", async () => {
    const success = vi.spyOn(toast, "success");
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    const calls = mockApi({
      "GET /api/user/addresses/": jsonResponse([home, office]),
      "DELETE /api/user/addresses/1/": jsonResponse({ message: "Address deleted successfully" }),
      "POST /api/user/addresses/2/set_default/": jsonResponse([
        { ...office, is_default: true },
        { ...home, is_default: false },
      ]),
    });
    renderWithProviders(<AddressManager />);

    await userEvent.click(within(await card("Asha at work")).getByRole("button", { name: "Set as Default" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Default address updated"));
    expect(await card("Asha at work \\(default\\)")).toBeInTheDocument();

    await userEvent.click(within(await card("Asha Rao")).getByRole("button", { name: "Delete" }));
    expect(confirm).toHaveBeenCalledWith("Are you sure you want to delete this address?");
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    // After the default moved, the office is the default; delete the other one.
    await userEvent.click(within(await card("Asha Rao")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(success).toHaveBeenCalledWith("Address deleted successfully"));
    expect(calls.some((call) => call.method === "DELETE" && call.url === "/api/user/addresses/1/")).toBe(
      true,
    );
  });

  it("says when the addresses cannot be loaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const error = vi.spyOn(toast, "error");
    mockApi({ "GET /api/user/addresses/": jsonResponse({ message: "Boom" }, 500) });
    renderWithProviders(<AddressManager />);
    expect(await screen.findByText("Failed to load addresses")).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith("Failed to load addresses", { id: "addresses-load" });
  });
});
