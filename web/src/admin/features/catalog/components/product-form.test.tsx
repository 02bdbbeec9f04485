import type { AdminProduct } from "@contract/admin/catalog";
import type { AdminCategory } from "@contract/admin/categories";
import type { AdminOccasion } from "@contract/admin/occasions";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { ProductForm } from "./product-form";

const category: AdminCategory = {
  id: 3,
  name: "Dry Fruits & Mithai",
  slug: "dry-fruits-mithai",
  description: "",
  image_key: "seed/categories/mithai.jpg",
  image: "/media/seed/categories/mithai.jpg",
  position: 0,
  is_published: true,
  product_count: 1,
};

const product: AdminProduct = {
  id: 7,
  name: "Kaju Katli Tin",
  slug: "kaju-katli-tin",
  description: "Cashew fudge.",
  price: "899.00",
  discounted_price: "799.00",
  stock: 10,
  category_id: 3,
  is_published: true,
  is_perishable: false,
  max_days_ahead: null,
  hsn_code: "2106",
  gst_rate: 5,
  images: [{ key: "uploads/a.jpg", url: "/media/uploads/a.jpg" }],
  features: ["Eggless"],
  faqs: [{ question: "Shelf life?", answer: "Three weeks." }],
  customizable_fields: [],
  similar_products: [],
  occasion_ids: [21],
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
};

const occasion = (
  id: number,
  kind: AdminOccasion["kind"],
  title: string,
  is_active = true,
): AdminOccasion => ({
  id,
  kind,
  slug: title.toLowerCase().replace(/[^a-z]+/g, "-"),
  title,
  description: "",
  position: id,
  is_active,
  product_count: 3,
});
const occasions = [
  occasion(21, "occasion", "Birthday"),
  occasion(22, "occasion", "Diwali"),
  occasion(31, "recipient", "For Her"),
  occasion(32, "recipient", "Retirement", false),
];

const renderForm = (shown: AdminProduct = product) =>
  renderWithProviders(
    <ProductForm product={shown} categories={[category]} occasions={occasions} categoryId={null} />,
  );

describe("the product form", () => {
  it("keeps what was typed and shows the server's field errors under their fields", async () => {
    const calls = mockApi({
      "PUT /api/admin/products/7/": jsonResponse(
        {
          message: "Please fix the marked fields and save again",
          errors: {
            slug: ["This slug is already used by another product"],
            "faqs.0.answer": ["Answer is too vague"],
          },
        },
        400,
      ),
    });
    renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Name"));
    await user.type(screen.getByLabelText("Name"), "Kaju Katli Tin (500 g)");
    await user.clear(screen.getByLabelText("Slug"));
    await user.type(screen.getByLabelText("Slug"), "taken-slug");
    await user.click(screen.getByRole("button", { name: "Save product" }));

    expect(await screen.findByText("This slug is already used by another product")).toBeInTheDocument();
    expect(screen.getByText("Answer is too vague")).toBeInTheDocument();
    expect(screen.getByText("Please fix the marked fields and save again")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Kaju Katli Tin (500 g)");
    expect(screen.getByLabelText("Slug")).toHaveValue("taken-slug");
    // Sent as typed: rupees as text, and the stock the form was opened with.
    expect(calls[0]?.body).toMatchObject({
      price: "899.00",
      stock: 10,
      expected_stock: 10,
      name: "Kaju Katli Tin (500 g)",
    });
  });

  it("checks the contract's rules before sending anything", async () => {
    const calls = mockApi({});
    renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Discounted price (₹)"));
    await user.type(screen.getByLabelText("Discounted price (₹)"), "950");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("The discounted price must be lower than the price")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("after a 409 on stock, says so under the field and compares the next save with today's number", async () => {
    let puts = 0;
    const calls = mockApi({
      "PUT /api/admin/products/7/": () =>
        ++puts === 1
          ? jsonResponse(
              {
                message: "The stock changed to 8 while you were editing",
                errors: { stock: ["The stock changed to 8 while you were editing"] },
              },
              409,
            )
          : jsonResponse({ ...product, stock: 25 }),
      "GET /api/admin/products/7/": jsonResponse({ ...product, stock: 8 }),
    });
    renderForm();
    const user = userEvent.setup();
    const stock = screen.getByLabelText("Stock (units)");
    await user.clear(stock);
    await user.type(stock, "25");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findAllByText("The stock changed to 8 while you were editing")).not.toHaveLength(0);
    expect(stock).toHaveValue(25);

    await waitFor(() => expect(calls.some((call) => call.method === "GET")).toBe(true));
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(puts).toBe(2));
    expect(calls.filter((call) => call.method === "PUT")[1]?.body).toMatchObject({
      stock: 25,
      expected_stock: 8,
    });
  });

  it("after the form's own check fails, brings the first invalid field on the page to the middle and focuses it", async () => {
    mockApi({});
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");
    renderForm();
    const user = userEvent.setup();
    // Name cleared first, so focus sits on Answer (further down) until the failed save moves it.
    await user.clear(screen.getByLabelText("Name"));
    await user.clear(screen.getByLabelText("Answer"));
    await user.click(screen.getByRole("button", { name: "Save product" }));

    const name = screen.getByLabelText("Name");
    await waitFor(() => expect(name).toHaveFocus());
    await waitFor(() => expect(scrolled.mock.contexts.at(-1)).toBe(name));
    expect(scrolled).toHaveBeenLastCalledWith({ block: "center" });
  });

  it("after the server names fields, brings the first of them on the page into view, whatever order it named them in", async () => {
    mockApi({
      "PUT /api/admin/products/7/": jsonResponse(
        {
          message: "Please fix the marked fields and save again",
          errors: { "faqs.0.answer": ["Answer is too vague"], slug: ["This slug is already used"] },
        },
        400,
      ),
    });
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView");
    renderForm();
    await userEvent.setup().click(screen.getByRole("button", { name: "Save product" }));

    const slug = screen.getByLabelText("Slug");
    await waitFor(() => expect(slug).toHaveFocus());
    expect(scrolled.mock.contexts.at(-1)).toBe(slug);
    expect(scrolled).toHaveBeenLastCalledWith({ block: "center" });
  });

  it("asks for the days to deliver within only for a perishable, and sends both", async () => {
    const calls = mockApi({
      "PUT /api/admin/products/7/": jsonResponse({ ...product, is_perishable: true, max_days_ahead: 2 }),
    });
    renderForm();
    const user = userEvent.setup();
    expect(screen.queryByLabelText("Deliver within (days)")).not.toBeInTheDocument();
    await user.click(screen.getByLabelText("Perishable (hand delivery only)"));
    await user.type(screen.getByLabelText("Deliver within (days)"), "2");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ is_perishable: true, max_days_ahead: 2 });
  });

  it("refuses days outside 0 to 29 before sending", async () => {
    const calls = mockApi({});
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByLabelText("Perishable (hand delivery only)"));
    await user.type(screen.getByLabelText("Deliver within (days)"), "30");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(
      await screen.findByText("Deliver within must be a whole number of days from 0 to 29"),
    ).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("forgets the days when the product stops being perishable", async () => {
    const calls = mockApi({ "PUT /api/admin/products/7/": jsonResponse(product) });
    renderForm({ ...product, is_perishable: true, max_days_ahead: 3 });
    const user = userEvent.setup();
    expect(screen.getByLabelText("Deliver within (days)")).toHaveValue(3);
    await user.click(screen.getByLabelText("Perishable (hand delivery only)"));
    expect(screen.queryByLabelText("Deliver within (days)")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ is_perishable: false, max_days_ahead: null });
  });

  it("sends no days for a blank field: any date hand delivery offers", async () => {
    const calls = mockApi({
      "PUT /api/admin/products/7/": jsonResponse({ ...product, is_perishable: true, max_days_ahead: null }),
    });
    renderForm({ ...product, is_perishable: true, max_days_ahead: 3 });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("Deliver within (days)"));
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ is_perishable: true, max_days_ahead: null });
  });

  it("shows the product's HSN code and GST rate and sends what staff change", async () => {
    const calls = mockApi({
      "PUT /api/admin/products/7/": jsonResponse({ ...product, hsn_code: "08013220", gst_rate: 12 }),
    });
    renderForm();
    const user = userEvent.setup();
    expect(screen.getByLabelText("HSN code")).toHaveValue("2106");
    expect(screen.getByLabelText("GST rate")).toHaveValue("5");
    expect(screen.queryByText("Add HSN and GST rate: invoices need them")).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText("HSN code"));
    await user.type(screen.getByLabelText("HSN code"), "08013220");
    await user.selectOptions(screen.getByLabelText("GST rate"), "12 %");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({ hsn_code: "08013220", gst_rate: 12 });
  });

  it("says invoices need the tax data while either is missing, and saves without them", async () => {
    const calls = mockApi({
      "PUT /api/admin/products/7/": jsonResponse({ ...product, hsn_code: null, gst_rate: null }),
    });
    renderForm({ ...product, hsn_code: null, gst_rate: null });
    const user = userEvent.setup();
    expect(screen.getByText("Add HSN and GST rate: invoices need them")).toBeInTheDocument();
    await user.type(screen.getByLabelText("HSN code"), "1806");
    expect(screen.getByText("Add HSN and GST rate: invoices need them")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("HSN code"));
    await user.click(screen.getByRole("button", { name: "Save product" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    // A blank code goes as typed, like a blank discounted price: the contract reads it as none.
    expect(calls[0]?.body).toMatchObject({ hsn_code: "", gst_rate: null });
  });

  it("refuses an HSN code that is not 4, 6 or 8 digits before sending", async () => {
    const calls = mockApi({});
    renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText("HSN code"));
    await user.type(screen.getByLabelText("HSN code"), "18061");
    await user.click(screen.getByRole("button", { name: "Save product" }));
    expect(await screen.findByText("HSN code must be 4, 6 or 8 digits")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows occasions and recipients as two groups of checkboxes and sends the ids ticked", async () => {
    const calls = mockApi({
      "PUT /api/admin/products/7/": jsonResponse(
        {
          message: "Please fix the marked fields and save again",
          errors: {
            occasion_ids: ["An occasion or recipient you chose no longer exists; reload and choose again"],
          },
        },
        400,
      ),
    });
    renderForm();
    const user = userEvent.setup();
    const occasionGroup = screen.getByRole("group", { name: "Occasions" });
    const recipientGroup = screen.getByRole("group", { name: "Recipients" });
    expect(within(occasionGroup).getByLabelText("Birthday")).toBeChecked();
    expect(within(occasionGroup).getByLabelText("Diwali")).not.toBeChecked();
    expect(within(recipientGroup).getByLabelText("For Her")).not.toBeChecked();
    expect(within(recipientGroup).getByText("Hidden from the store")).toBeInTheDocument();

    await user.click(within(occasionGroup).getByLabelText("Birthday"));
    await user.click(within(occasionGroup).getByLabelText("Diwali"));
    await user.click(within(recipientGroup).getByLabelText("For Her"));
    await user.click(screen.getByRole("button", { name: "Save product" }));

    expect(
      await screen.findByText("An occasion or recipient you chose no longer exists; reload and choose again"),
    ).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ occasion_ids: [22, 31] });
  });
});
