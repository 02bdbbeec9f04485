import type { ProductDetail } from "@contract/catalog";
import { QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { productDetail } from "@web/test/catalog-fixtures";
import { jsonResponse, testQueryClient } from "@web/test/render";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { ProductPage } from "./product-page";

/** The cart and wishlist features fill this slot in the app; here it shows what the page hands it. */
const actions = (product: ProductDetail, quantity: number) => (
  <output data-testid="actions">{`${product.id} × ${quantity}`}</output>
);

function renderProduct(detail: ProductDetail | Response) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) =>
      url === "/api/products/7/"
        ? detail instanceof Response
          ? detail
          : jsonResponse(detail)
        : jsonResponse({}, 404),
    ),
  );
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <MemoryRouter initialEntries={["/product/7?ref=home"]}>
        <ProductPage productId="7" actions={actions} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const heading = (name: string) => screen.findByRole("heading", { level: 1, name });

describe("ProductPage", () => {
  it("shows the product's name, prices, description, features, title and meta description", async () => {
    renderProduct(productDetail());
    await heading("Alphonso Mango Season Box (12 pcs)");
    expect(screen.getByText("10% OFF").parentElement).toHaveTextContent(
      "Price ₹899Original price ₹99910% OFF",
    );
    expect(screen.getByText("A summer-only box built around Ratnagiri Alphonso mango.")).toBeInTheDocument();
    const features = screen.getByRole("list", { name: "Features" });
    expect(
      within(features)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Ratnagiri Alphonso mango pulp", "Small-batch, seasonal"]);
    expect(document.title).toBe("Alphonso Mango Season Box (12 pcs) · Mithaas");
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      "content",
      "A summer-only box built around Ratnagiri Alphonso mango.",
    );
  });

  it.each([
    ["999.00", "899.00", "10% OFF"],
    ["300.00", "199.00", "34% OFF"],
    ["1000.00", "849.00", "15% OFF"],
  ])("rounds the percent-off badge: %s → %s is %s", async (price, discounted, badge) => {
    renderProduct(productDetail({ price, discounted_price: discounted }));
    await heading("Alphonso Mango Season Box (12 pcs)");
    expect(screen.getByText(badge)).toBeInTheDocument();
  });

  it("has no badge without a discount", async () => {
    renderProduct(productDetail({ discounted_price: null }));
    await heading("Alphonso Mango Season Box (12 pcs)");
    expect(screen.queryByText(/% OFF/)).not.toBeInTheDocument();
  });

  it("keeps the quantity between 1 and the stock", async () => {
    renderProduct(productDetail({ stock: 3 }));
    await heading("Alphonso Mango Season Box (12 pcs)");
    const quantity = screen.getByRole("status", { name: "Quantity" });
    const less = screen.getByRole("button", { name: "Decrease quantity" });
    const more = screen.getByRole("button", { name: "Increase quantity" });
    expect(screen.getByText("(3 available)")).toBeInTheDocument();
    expect(quantity).toHaveTextContent("1");
    expect(less).toBeDisabled();
    fireEvent.click(more);
    fireEvent.click(more);
    expect(quantity).toHaveTextContent("3");
    expect(more).toBeDisabled();
    fireEvent.click(less);
    expect(quantity).toHaveTextContent("2");
  });

  it("hands the chosen quantity to the buying buttons", async () => {
    renderProduct(productDetail({ stock: 3 }));
    await heading("Alphonso Mango Season Box (12 pcs)");
    expect(screen.getByTestId("actions")).toHaveTextContent("7 × 1");
    fireEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(screen.getByTestId("actions")).toHaveTextContent("7 × 2");
  });

  it("offers no stepper when sold out, but still the buying buttons (the wishlist stays)", async () => {
    renderProduct(productDetail({ stock: 0 }));
    await heading("Alphonso Mango Season Box (12 pcs)");
    expect(screen.queryByRole("button", { name: "Increase quantity" })).not.toBeInTheDocument();
    expect(screen.getByTestId("actions")).toHaveTextContent("7 × 1");
  });

  it("opens and closes FAQ answers", async () => {
    renderProduct(productDetail());
    await heading("Alphonso Mango Season Box (12 pcs)");
    const question = screen.getByRole("button", { name: "How long does it keep?" });
    const answer = screen.getByText("Three weeks in a cool, dry place.");
    expect(question).toHaveAttribute("aria-expanded", "false");
    expect(answer).not.toBeVisible();
    fireEvent.click(question);
    expect(question).toHaveAttribute("aria-expanded", "true");
    expect(answer).toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Do you ship it in hot weather?" }));
    expect(answer).not.toBeVisible();
    expect(screen.getByText("Yes, in insulated packing.")).toBeVisible();
  });

  it("shows reviews with the average, the count, names, dates, stars, text and the customers' photos", async () => {
    const media = (id: number, media_type: "image" | "video" = "image") => ({
      id,
      media_type,
      file: `/media/reviews/${id}.${media_type === "image" ? "jpg" : "mp4"}`,
      file_url: `/media/reviews/${id}.${media_type === "image" ? "jpg" : "mp4"}`,
    });
    renderProduct(
      productDetail({
        average_rating: 4.5,
        review_count: 2,
        reviews: [
          {
            id: 1,
            rating: 5,
            text: "Loved it!",
            media: [media(11), media(12, "video")],
            user_name: "Asha",
            created_at: "2026-03-04T06:30:00Z",
          },
          {
            id: 2,
            rating: 4,
            text: "Pretty box.",
            media: [media(13)],
            user_name: "Ravi",
            created_at: "2026-02-01T06:30:00Z",
          },
        ],
        customer_photos: [
          { ...media(11), user_name: "Asha" },
          { ...media(13), user_name: "Ravi" },
        ],
        customer_photo_count: 14,
      }),
    );
    await heading("Alphonso Mango Season Box (12 pcs)");
    const shared = screen.getByRole("region", { name: "Shared by customers (14 photos)" });
    expect(within(shared).getAllByRole("button", { name: /^Photo \d by / })).toHaveLength(2);
    const reviews = screen.getByRole("region", { name: "Customer reviews" });
    expect(within(reviews).getByText("4.5")).toBeInTheDocument();
    expect(within(reviews).getByText("Based on 2 reviews")).toBeInTheDocument();
    expect(within(reviews).getByText("Asha")).toBeInTheDocument();
    expect(within(reviews).getByText("March 4, 2026")).toBeInTheDocument();
    expect(within(reviews).getByRole("img", { name: "4 out of 5 stars" })).toBeInTheDocument();
    expect(within(reviews).getByText("Pretty box.")).toBeInTheDocument();
    expect(within(reviews).getAllByRole("button", { name: /^(Photo|Video) \d from / })).toHaveLength(3);
  });

  it("opens a review's photos and videos in a viewer that steps through them and closes with Escape", async () => {
    renderProduct(
      productDetail({
        average_rating: 5,
        review_count: 1,
        reviews: [
          {
            id: 1,
            rating: 5,
            text: "Loved it!",
            media: [
              { id: 11, media_type: "image", file: "/media/reviews/a.jpg", file_url: "/media/reviews/a.jpg" },
              { id: 12, media_type: "video", file: "/media/reviews/b.mp4", file_url: "/media/reviews/b.mp4" },
            ],
            user_name: "Asha",
            created_at: "2026-03-04T06:30:00Z",
          },
        ],
      }),
    );
    await heading("Alphonso Mango Season Box (12 pcs)");
    fireEvent.click(screen.getByRole("button", { name: "Photo 1 from Asha" }));
    const viewer = screen.getByRole("dialog", { name: "Photo 1 from Asha" });
    expect(within(viewer).getByRole("img", { name: "Photo 1 from Asha" })).toHaveAttribute(
      "src",
      "/media/reviews/a.jpg",
    );
    fireEvent.click(within(viewer).getByRole("button", { name: "Next" }));
    const video = screen.getByRole("dialog", { name: "Video 2 from Asha" });
    expect(video.querySelector("video")).toHaveAttribute("src", "/media/reviews/b.mp4");
    fireEvent.keyDown(document, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("lists similar products as cards", async () => {
    renderProduct(productDetail());
    await heading("Alphonso Mango Season Box (12 pcs)");
    const similar = screen.getByRole("region", { name: "You may also like" });
    expect(within(similar).getByRole("link", { name: /Mini Celebration Box/ })).toHaveAttribute(
      "href",
      "/product/1",
    );
  });

  it("shows a friendly not-found state for an unknown product", async () => {
    renderProduct(jsonResponse({ message: "Product not found" }, 404));
    expect(await screen.findByText("Product not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse categories" })).toHaveAttribute("href", "/categories");
  });
});
