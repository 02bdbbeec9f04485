import type { Address } from "@contract/address";
import type { PublicCoupon } from "@contract/coupons";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCoupon } from "../use-coupon";
import { PaymentStep } from "./payment-step";

afterEach(() => vi.unstubAllGlobals());

const address: Address = {
  id: 1,
  full_name: "Asha Kulkarni",
  phone: "9876543210",
  house_no: "12",
  street: "FC Road",
  landmark: "",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411004",
  is_default: true,
};

const listed: PublicCoupon[] = [
  { code: "WELCOME10", description: "10% off your first order", gives: "10% off up to ₹300", reason: null },
  { code: "SWEET15", description: "", gives: "15% off up to ₹750", reason: "Add ₹320 more to use SWEET15" },
  { code: "DIWALI500", description: "", gives: "₹500 off", reason: "Already used" },
];

const applied = {
  message: "Coupon applied successfully!",
  code: "WELCOME10",
  discount_amount: "120.00",
  subtotal: "1200.00",
  offer_discount: "0.00",
  coupon: {
    id: 3,
    code: "WELCOME10",
    description: "10% off your first order",
    discount_type: "percentage",
    discount_percentage: 10,
    discount_amount: null,
    max_discount_amount: "300.00",
    min_order_amount: "799.00",
    start_date: "2026-01-01T00:00:00.000Z",
    end_date: "2027-01-01T00:00:00.000Z",
  },
};

function Step() {
  const coupon = useCoupon("");
  return (
    <PaymentStep
      items={[]}
      address={address}
      choice={null}
      gift={{ message: "", from: "" }}
      onGiftChange={() => {}}
      coupon={coupon}
      publicCoupons={listed}
      subtotalPaise={120_000}
      onChangeAddress={() => {}}
      onChangeShipping={() => {}}
    />
  );
}

describe("PaymentStep's listed coupons", () => {
  it("shows what each gives and why one does not apply yet, and Apply fills the box and applies the code", async () => {
    const calls = mockApi({ "POST /api/orders/apply_coupon/": jsonResponse(applied) });
    renderWithProviders(<Step />);
    const list = screen.getByRole("region", { name: "Coupons for you" });
    expect(within(list).getByText("10% off up to ₹300")).toBeInTheDocument();
    expect(within(list).getByText("Add ₹320 more to use SWEET15")).toBeInTheDocument();
    expect(within(list).getByText("Already used")).toBeInTheDocument();
    // Only a coupon that applies now offers Apply.
    expect(within(list).getAllByRole("button", { name: /^Apply/ })).toHaveLength(1);

    await userEvent.click(within(list).getByRole("button", { name: "Apply WELCOME10" }));
    await waitFor(() => expect(within(list).getByText("Applied")).toBeInTheDocument());
    expect(screen.getByLabelText("Coupon code")).toHaveValue("WELCOME10");
    expect(calls.filter((call) => call.url === "/api/orders/apply_coupon/")).toEqual([
      expect.objectContaining({ method: "POST", body: { code: "WELCOME10", amount: "1200.00" } }),
    ]);
  });
});
