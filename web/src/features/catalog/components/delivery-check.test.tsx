import type { Address } from "@contract/address";
import type { DeliveryCheckResponse } from "@contract/delivery";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { lastPincodeKey } from "@web/lib/last-pincode";
import { toast } from "@web/lib/toast";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { DeliveryCheck } from "./delivery-check";

const served: DeliveryCheckResponse = {
  available: true,
  pincode: "411001",
  shipping_options: {
    standard: { name: "Standard", code: "S", days: 2, charge: "49.00", free_shipping_value: "999.00" },
    express: { name: "Express", code: "E", days: 1, charge: "149.00", free_shipping_value: "2999.00" },
  },
  hand_delivery: null,
  unavailable_reason: null,
};
const unserved: DeliveryCheckResponse = {
  available: false,
  pincode: "190001",
  shipping_options: { standard: null, express: null },
  hand_delivery: null,
  unavailable_reason: null,
};

const puneByHand: DeliveryCheckResponse = {
  ...served,
  hand_delivery: {
    area: "Pune",
    earliest: { date: "2026-11-22", slot_id: 3, label: "5–9 PM", fee: "0.00", text: "Today, 5–9 PM" },
  },
};
const cakeToHyderabad: DeliveryCheckResponse = {
  available: false,
  pincode: "500001",
  shipping_options: { standard: null, express: null },
  hand_delivery: null,
  unavailable_reason:
    "Chocolate Truffle Cake can only be hand-delivered in Pune, Mumbai, Bengaluru and Delhi",
};

function mockCheck(answer: (pincode: string) => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      if (url !== "/api/orders/delivery/check-delivery/") return jsonResponse({}, 404);
      const body = JSON.parse(String(init.body)) as { pincode: string };
      bodies.push(body);
      return answer(body.pincode);
    }),
  );
  return bodies;
}

const check = (pincode: string) => {
  fireEvent.change(screen.getByRole("textbox", { name: "Pincode" }), { target: { value: pincode } });
  fireEvent.click(screen.getByRole("button", { name: "Check" }));
};

describe("DeliveryCheck", () => {
  it("shows Standard and Express with dates and charges for a served pincode, and remembers it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date("2026-11-22T06:00:00Z") });
    const bodies = mockCheck(() => jsonResponse(served));
    renderWithProviders(<DeliveryCheck productId={7} />);
    check("411001");
    expect(await screen.findByText("Delivering to:")).toHaveTextContent("Delivering to: 411001");
    expect(screen.getByText("Standard")).toBeInTheDocument();
    expect(screen.getByText("Tue, 24 Nov")).toBeInTheDocument();
    expect(screen.getByText("₹49")).toBeInTheDocument();
    expect(screen.getByText("Free above ₹999")).toBeInTheDocument();
    expect(screen.getByText("Express")).toBeInTheDocument();
    expect(screen.getByText("Mon, 23 Nov")).toBeInTheDocument();
    expect(screen.getByText("₹149")).toBeInTheDocument();
    expect(bodies).toEqual([{ pincode: "411001", product_id: 7 }]);
    expect(localStorage.getItem(lastPincodeKey)).toBe("411001");
  });

  it("says sorry for an unserved pincode", async () => {
    mockCheck(() => jsonResponse(unserved));
    renderWithProviders(<DeliveryCheck productId={7} />);
    check("190001");
    expect(await screen.findByText("Sorry, delivery not available in this area")).toBeInTheDocument();
    expect(screen.getByText("Delivering to:")).toHaveTextContent("Delivering to: 190001");
    expect(screen.queryByText("Standard")).not.toBeInTheDocument();
  });

  it("prefills the last pincode used and takes digits only, at most 6", () => {
    localStorage.setItem(lastPincodeKey, "560001");
    renderWithProviders(<DeliveryCheck productId={7} />);
    const input = screen.getByRole("textbox", { name: "Pincode" });
    expect(input).toHaveValue("560001");
    expect(input).toHaveAttribute("maxLength", "6");
    expect(input).toHaveAttribute("inputMode", "numeric");
    fireEvent.change(input, { target: { value: "41 10a01999" } });
    expect(input).toHaveValue("411001");
  });

  it("asks for a valid pincode before calling the server", () => {
    const bodies = mockCheck(() => jsonResponse(served));
    renderWithProviders(<DeliveryCheck productId={7} />);
    check("01234");
    expect(screen.getByText("Enter a valid 6-digit pincode")).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("drops the last answer when the next pincode is not valid, so it is not read as its answer", async () => {
    mockCheck(() => jsonResponse(served));
    renderWithProviders(<DeliveryCheck productId={7} />);
    check("411001");
    expect(await screen.findByText("Delivering to:")).toBeInTheDocument();
    check("000000");
    expect(screen.getByText("Enter a valid 6-digit pincode")).toBeInTheDocument();
    expect(screen.queryByText("Delivering to:")).not.toBeInTheDocument();
  });

  it("toasts the spec's message when the check fails", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockCheck(() => jsonResponse({ message: "Too many requests" }, 429));
    renderWithProviders(<DeliveryCheck productId={7} />);
    check("411001");
    await waitFor(() => expect(error).toHaveBeenCalledWith("Failed to check delivery availability"));
    expect(localStorage.getItem(lastPincodeKey)).toBeNull();
  });

  it("offers a signed-in customer's saved addresses, the default first, and another pincode", async () => {
    const bodies = mockCheck(() => jsonResponse(served));
    const address = (id: number, pincode: string, isDefault: boolean): Address => ({
      id,
      full_name: "Asha Rao",
      phone: "9876543210",
      house_no: "12",
      street: "MG Road",
      landmark: "",
      city: id === 1 ? "Pune" : "Mumbai",
      state: "Maharashtra",
      pincode,
      is_default: isDefault,
    });
    renderWithProviders(
      <DeliveryCheck productId={7} addresses={[address(1, "411001", true), address(2, "400001", false)]} />,
    );
    const select = screen.getByRole("combobox", { name: "Deliver to" });
    expect(select).toHaveDisplayValue("Asha Rao, Pune 411001 (default)");
    expect(screen.queryByRole("textbox", { name: "Pincode" })).not.toBeInTheDocument();
    fireEvent.change(select, { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "Check" }));
    await screen.findByText("Delivering to:");
    expect(bodies).toEqual([{ pincode: "400001", product_id: 7 }]);
    fireEvent.change(select, { target: { value: "other" } });
    expect(screen.getByRole("textbox", { name: "Pincode" })).toBeInTheDocument();
  });

  it("prints the earliest hand delivery above Standard and Express where the shop delivers by hand", async () => {
    mockCheck(() => jsonResponse(puneByHand));
    renderWithProviders(<DeliveryCheck productId={7} />);
    check("411001");
    const earliest = await screen.findByText("Earliest:");
    expect(earliest).toHaveTextContent("Earliest: Today, 5–9 PM");
    expect(screen.getByText("Hand delivery in Pune")).toBeInTheDocument();
    const rows = screen.getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("p")?.textContent)).toEqual([
      "Hand delivery in Pune",
      "Standard",
      "ExpressFastest",
    ]);
  });

  it("gives a hand-only product's reason instead of the not-available line", async () => {
    mockCheck(() => jsonResponse(cakeToHyderabad));
    renderWithProviders(<DeliveryCheck productId={7} />);
    check("500001");
    expect(
      await screen.findByText(
        "Chocolate Truffle Cake can only be hand-delivered in Pune, Mumbai, Bengaluru and Delhi",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Sorry, delivery not available in this area")).not.toBeInTheDocument();
  });
});
