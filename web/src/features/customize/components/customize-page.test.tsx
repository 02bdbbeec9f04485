import type { SavedCustomization } from "@contract/cart";
import type { CustomizableField } from "@contract/catalog";
import { cartItem, cartOf } from "@contract/testing/cart-fixtures";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "@web/lib/toast";
import { LocationProbe } from "@web/test/location-probe";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { CustomizePage } from "./customize-page";

const photoField: CustomizableField = {
  id: 11,
  name: "Photos for the collage",
  field_type: "image",
  is_required: true,
  min_photos: 2,
  max_photos: 3,
};
const textField: CustomizableField = {
  id: 12,
  name: "Caption",
  field_type: "text",
  is_required: true,
  min_photos: 0,
  max_photos: 0,
};
const product = {
  name: "Collage Frame",
  main_image: "/media/seed/products/frame.jpg",
  is_customizable: true,
  customizable_fields: [photoField, textField],
};

const nothingSaved: SavedCustomization = {
  product_id: 5,
  cart_item_id: null,
  is_customized: false,
  answers: [],
};

function renderPage(
  props: Partial<Parameters<typeof CustomizePage>[0]> = {},
  saved: SavedCustomization = nothingSaved,
) {
  let objectUrls = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
  const onSaved = vi.fn();
  const calls = mockApi({
    "GET /api/user/cart/customization/5/": jsonResponse(saved),
    "POST /api/user/cart/add_customized/": jsonResponse({
      message: "Product added to cart with customizations!",
      item_id: 1,
      cart: cartOf([cartItem(1, { is_customized: true })]),
    }),
  });
  renderWithProviders(
    <>
      <CustomizePage productId={5} product={product} failed={false} onSaved={onSaved} {...props} />
      <LocationProbe />
    </>,
    { route: "/customize/5" },
  );
  return { calls, onSaved };
}

const jpeg = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: "image/jpeg" });
const pick = (files: File[]) =>
  fireEvent.change(screen.getByLabelText(/Photos for the collage/, { selector: "input" }), {
    target: { files },
  });

describe("CustomizePage", () => {
  it("marks required fields, rejects a selection past the maximum, and saves texts and photos", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    const { calls, onSaved } = renderPage();
    expect(await screen.findByRole("heading", { name: "Customize Collage Frame" })).toBeInTheDocument();
    expect(screen.getByText("Caption").parentElement).toHaveTextContent("Caption* (required)");

    pick([jpeg("a.jpg"), jpeg("b.jpg"), jpeg("c.jpg"), jpeg("d.jpg")]);
    expect(error).toHaveBeenCalledWith("Please select 2 to 3 images");
    expect(screen.queryByRole("img", { name: /Photos for the collage, 1/ })).not.toBeInTheDocument();

    pick([jpeg("a.jpg")]);
    expect(await screen.findByRole("img", { name: /Photos for the collage, 1 of 1/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Save Customization" }));
    expect(error).toHaveBeenLastCalledWith("Please select 2 to 3 images");

    pick([jpeg("b.jpg"), jpeg("c.jpg")]);
    fireEvent.click(await screen.findByRole("button", { name: "Remove photo 3 for Photos for the collage" }));
    expect(screen.getAllByRole("img", { name: /Photos for the collage, \d of 2/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole("button", { name: "Save Customization" }));
    expect(error).toHaveBeenLastCalledWith("Caption is required");

    fireEvent.change(screen.getByLabelText(/Caption/), { target: { value: "  Our first decade " } });
    fireEvent.click(screen.getByRole("button", { name: "Save Customization" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/cart"));
    expect(success).toHaveBeenCalledWith("Product added to cart with customizations!");
    expect(onSaved).toHaveBeenCalledTimes(1);

    const form = calls.find((call) => call.method === "POST")?.body as FormData;
    expect(form.get("product_id")).toBe("5");
    expect(form.get("text_12")).toBe("Our first decade");
    expect(form.getAll("images_11").map((file) => (file as File).name)).toEqual(["a.jpg", "b.jpg"]);
    expect(JSON.parse(String(form.get("customizations")))).toEqual([{ field_id: 11, keep_images: [] }]);
  });

  it("shows the earlier answers and keeps the saved photos that stay", async () => {
    const { calls } = renderPage(
      {},
      {
        product_id: 5,
        cart_item_id: 1,
        is_customized: true,
        answers: [
          { field_id: 12, field_type: "text", text: "Ten years", images: [] },
          {
            field_id: 11,
            field_type: "image",
            text: null,
            images: [
              { id: "11111111-1111-1111-1111-111111111111", url: "/api/photo/1?sig=a" },
              { id: "22222222-2222-2222-2222-222222222222", url: "/api/photo/2?sig=b" },
            ],
          },
        ],
      },
    );
    expect(await screen.findByDisplayValue("Ten years")).toBeInTheDocument();
    expect(screen.getAllByRole("img", { name: /Photos for the collage/ })).toHaveLength(2);
    pick([jpeg("new.jpg")]);
    await waitFor(() =>
      expect(screen.getAllByRole("img", { name: /Photos for the collage/ })).toHaveLength(3),
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove photo 1 for Photos for the collage" }));
    fireEvent.click(screen.getByRole("button", { name: "Save Customization" }));
    await waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    const form = calls.find((call) => call.method === "POST")?.body as FormData;
    expect(JSON.parse(String(form.get("customizations")))).toEqual([
      { field_id: 11, keep_images: ["22222222-2222-2222-2222-222222222222"] },
    ]);
    expect(form.getAll("images_11")).toHaveLength(1);
  });

  it("refuses a file that is named like a photo but is not one, before it shows as a broken thumbnail", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    vi.spyOn(HTMLImageElement.prototype, "decode").mockImplementation(function (this: HTMLImageElement) {
      return this.src.endsWith("#bad") ? Promise.reject(new Error("EncodingError")) : Promise.resolve();
    });
    renderPage();
    let made = 0;
    URL.createObjectURL = vi.fn((file: Blob) =>
      (file as File).name === "notes.jpg" ? `blob:bad-${made++}#bad` : `blob:good-${made++}`,
    );
    const revoked = vi.mocked(URL.revokeObjectURL);
    await screen.findByRole("heading", { name: "Customize Collage Frame" });

    pick([jpeg("a.jpg"), jpeg("notes.jpg")]);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("This photo could not be read. Please choose another one."),
    );
    expect(screen.getByText("This photo could not be read. Please choose another one.")).toBeInTheDocument();
    expect(screen.queryByRole("img", { name: /Photos for the collage/ })).not.toBeInTheDocument();
    expect(revoked).toHaveBeenCalledTimes(2);

    pick([jpeg("a.jpg"), jpeg("b.jpg")]);
    expect(await screen.findAllByRole("img", { name: /Photos for the collage/ })).toHaveLength(2);
    expect(
      screen.queryByText("This photo could not be read. Please choose another one."),
    ).not.toBeInTheDocument();
  });

  it("says 'This product cannot be customized' with Return to Cart", () => {
    renderPage({ product: { ...product, is_customizable: false, customizable_fields: [] } });
    expect(screen.getByText("This product cannot be customized")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Return to Cart" })).toHaveAttribute("href", "/cart");
  });

  it("sends the shopper back to the cart with 'Failed to load product details'", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    renderPage({ product: undefined, failed: true });
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/cart"));
    expect(error).toHaveBeenCalledWith("Failed to load product details", expect.anything());
  });
});
