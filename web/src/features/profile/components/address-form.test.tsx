import type { Address } from "@contract/address";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { AddressForm } from "./address-form";

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement | HTMLSelectElement;

function renderForm(address?: Address) {
  const calls = mockApi({});
  renderWithProviders(<AddressForm address={address} onDone={() => {}} />);
  return calls;
}

describe("AddressForm's pincode autofill", () => {
  it("asks for the pincode before the city and state, and fills both from it with no request", async () => {
    const calls = renderForm();
    const order = ["Pincode", "City", "State"].map((label) => field(label));
    expect(order[0]?.compareDocumentPosition(order[1] as Node)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    await userEvent.type(field("Pincode"), "41100");
    expect(field("City")).toHaveValue("");
    await userEvent.type(field("Pincode"), "4");
    expect(field("City")).toHaveValue("Pune");
    expect(field("State")).toHaveValue("Maharashtra");
    expect(calls).toEqual([]);
  });

  it("fills the state alone where the digits name no one city", async () => {
    renderForm();
    await userEvent.type(field("Pincode"), "403001");
    expect(field("City")).toHaveValue("");
    expect(field("State")).toHaveValue("Goa");
  });

  it("never overwrites a city the shopper typed or a state they chose", async () => {
    renderForm();
    await userEvent.type(field("City"), "Kothrud");
    await userEvent.type(field("Pincode"), "411038");
    expect(field("City")).toHaveValue("Kothrud");
    expect(field("State")).toHaveValue("Maharashtra");

    await userEvent.selectOptions(field("State"), "Karnataka");
    await userEvent.clear(field("Pincode"));
    await userEvent.type(field("Pincode"), "500001");
    expect(field("City")).toHaveValue("Kothrud");
    expect(field("State")).toHaveValue("Karnataka");
  });

  it("refills what it filled itself when the pincode changes, and takes back a city the new one lacks", async () => {
    renderForm();
    await userEvent.type(field("Pincode"), "411004");
    await userEvent.clear(field("Pincode"));
    await userEvent.type(field("Pincode"), "560001");
    expect(field("City")).toHaveValue("Bengaluru");
    expect(field("State")).toHaveValue("Karnataka");
    await userEvent.clear(field("Pincode"));
    await userEvent.type(field("Pincode"), "403001");
    expect(field("City")).toHaveValue("");
    expect(field("State")).toHaveValue("Goa");
  });

  it("leaves an address being edited as it was saved", async () => {
    renderForm({
      id: 1,
      full_name: "Asha Rao",
      phone: "9876543210",
      house_no: "Flat 4B",
      street: "North Main Road",
      landmark: "",
      city: "Pimpri",
      state: "Maharashtra",
      pincode: "411018",
      is_default: true,
    });
    await userEvent.clear(field("Pincode"));
    await userEvent.type(field("Pincode"), "560001");
    expect(field("City")).toHaveValue("Pimpri");
    expect(field("State")).toHaveValue("Maharashtra");
  });

  it("clears the city's and state's 'required' once the pincode fills them", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Save Address" }));
    expect(await screen.findByText("City is required")).toBeInTheDocument();
    await userEvent.type(field("Pincode"), "411004");
    expect(screen.queryByText("City is required")).not.toBeInTheDocument();
    expect(screen.queryByText("State is required")).not.toBeInTheDocument();
  });
});
