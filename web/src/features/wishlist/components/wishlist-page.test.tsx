import { fireEvent, screen, within } from "@testing-library/react";
import { toast } from "@web/lib/toast";
import { productCard } from "@web/test/catalog-fixtures";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { WishlistPage } from "./wishlist-page";

function renderWishlist(answer: Response, onRemoved = vi.fn()) {
  mockApi({
    "GET /api/user/wishlist/": answer,
    "POST /api/user/wishlist/toggle_item/": jsonResponse({
      message: "Product removed from wishlist",
      is_in_wishlist: false,
    }),
  });
  renderWithProviders(
    <WishlistPage
      onRemoved={onRemoved}
      cardActions={(product) => <button type="button">Add {product.name}</button>}
    />,
  );
  return onRemoved;
}

describe("WishlistPage", () => {
  it("shows the saved products as cards with their actions, and removes one", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    const onRemoved = renderWishlist(jsonResponse({ items: [productCard(1), productCard(2)] }));
    const list = await screen.findByRole("list", { name: "Wishlist" });
    const first = within(list).getByRole("listitem", { name: "Truffle Box 1" });
    expect(within(first).getByRole("link", { name: /Truffle Box 1/ })).toHaveAttribute("href", "/product/1");
    expect(within(first).getByRole("button", { name: "Add Truffle Box 1" })).toBeInTheDocument();

    fireEvent.click(within(first).getByRole("button", { name: "Remove Truffle Box 1 from wishlist" }));
    expect(await screen.findByRole("listitem", { name: "Truffle Box 2" })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.queryByRole("listitem", { name: "Truffle Box 1" })).toBeNull());
    expect(success).toHaveBeenCalledWith("Product removed from wishlist", {
      id: "wishlist-1",
      duration: 2000,
    });
    expect(onRemoved).toHaveBeenCalledWith(1);
  });

  it("has the spec's empty state", async () => {
    renderWishlist(jsonResponse({ items: [] }));
    expect(await screen.findByText("Your wishlist is empty")).toBeInTheDocument();
    expect(screen.getByText("Save your favorite chocolates for later")).toBeInTheDocument();
  });

  it("says 'Failed to load wishlist' when it cannot load", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderWishlist(jsonResponse({ message: "down" }, 500));
    expect(await screen.findByText("Failed to load wishlist")).toBeInTheDocument();
  });
});
