import { fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "@web/lib/toast";
import { LocationProbe } from "@web/test/location-probe";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { WishlistButton } from "./wishlist-button";

function renderButton(props: Partial<Parameters<typeof WishlistButton>[0]> = {}) {
  return renderWithProviders(
    <>
      <WishlistButton productId={7} inWishlist={false} isAuthenticated {...props} />
      <LocationProbe />
    </>,
    { route: "/product/7" },
  );
}

describe("WishlistButton", () => {
  it("sends a guest to login with 'Login to add items to wishlist'", () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    renderButton({ isAuthenticated: false });
    fireEvent.click(screen.getByRole("button", { name: "Add to Wishlist" }));
    expect(error).toHaveBeenCalledWith("Login to add items to wishlist");
    expect(screen.getByTestId("location")).toHaveTextContent("/login?redirect=%2Fproduct%2F7");
  });

  it.each([
    ["Product added to wishlist", true, "Product added to wishlist"],
    ["Product removed from wishlist", false, "Product removed from wishlist"],
  ])("lets the server's message (%s) decide the 2 s toast", async (message, isIn, shown) => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    const onToggled = vi.fn();
    const calls = mockApi({
      "POST /api/user/wishlist/toggle_item/": jsonResponse({ message, is_in_wishlist: isIn }),
    });
    renderButton({ onToggled, inWishlist: !isIn });
    fireEvent.click(screen.getByRole("button"));
    await waitFor(() => expect(onToggled).toHaveBeenCalledWith(isIn));
    expect(calls[0]?.body).toEqual({ product_id: 7 });
    // One toast per product: a quick second toggle replaces this one instead of standing beside it.
    expect(success).toHaveBeenCalledWith(shown, { id: "wishlist-7", duration: 2000 });
  });

  it("says 'Failed to update wishlist' when the toggle fails", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "POST /api/user/wishlist/toggle_item/": jsonResponse({ message: "nope" }, 500) });
    renderButton({ inWishlist: true });
    fireEvent.click(screen.getByRole("button", { name: "Remove from Wishlist" }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith("Failed to update wishlist", { id: "wishlist-7" }),
    );
  });
});
