import { fireEvent, screen, waitFor } from "@testing-library/react";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it } from "vitest";
import { CouponForm } from "./coupon-form";
import { newDiscountValues } from "./discount-defaults";

const initial = {
  code: "",
  description: "",
  usage_limit: null,
  per_customer_limit: 1,
  is_public: false,
  ...newDiscountValues(new Date("2026-11-23T06:30:00Z")),
};

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe("CouponForm", () => {
  it("checks the contract's rules before sending anything", async () => {
    const calls = mockApi({});
    renderWithProviders(<CouponForm id={null} initial={initial} />);
    type("Code", "SAVE 10");
    type("Percentage", "120");
    fireEvent.click(screen.getByRole("button", { name: "Save coupon" }));
    expect(
      await screen.findByText("Code can hold only letters, digits, - and _ (no spaces)"),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("keeps everything typed and shows the server's field errors when a save is refused", async () => {
    const calls = mockApi({
      "POST /api/admin/coupons/": jsonResponse(
        {
          message: "A coupon with this code already exists",
          errors: { code: ["A coupon with this code already exists"] },
        },
        409,
      ),
    });
    renderWithProviders(<CouponForm id={null} initial={initial} />);
    type("Code", "welcome10");
    type("Description", "Ten off");
    type("Percentage", "15");
    type("Maximum discount (₹)", "300");
    type("Total uses", "50");
    fireEvent.click(screen.getByLabelText("Show to shoppers"));
    expect(screen.getByText(/On an order of ₹1,000 this gives/)).toHaveTextContent("₹150 off");
    fireEvent.click(screen.getByRole("button", { name: "Save coupon" }));

    await waitFor(() =>
      expect(screen.getByLabelText("Code", { exact: true })).toHaveAccessibleDescription(
        "A coupon with this code already exists",
      ),
    );
    expect(screen.getByRole("alert")).toHaveTextContent("A coupon with this code already exists");
    expect(calls[0]?.body).toMatchObject({
      code: "WELCOME10",
      description: "Ten off",
      discount_type: "percentage",
      discount_percentage: 15,
      discount_amount: null,
      max_discount_amount: "300.00",
      usage_limit: 50,
      is_public: true,
      start_date: "2026-11-23T06:30:00.000Z",
    });
    expect(screen.getByLabelText("Code", { exact: true })).toHaveValue("welcome10");
    expect(screen.getByLabelText("Description", { exact: true })).toHaveValue("Ten off");
    expect(screen.getByLabelText("Total uses", { exact: true })).toHaveValue("50");
  });
});
