import { cartItem, cartOf } from "@contract/testing/cart-fixtures";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "@web/lib/toast";
import { LocationProbe } from "@web/test/location-probe";
import { mockApi } from "@web/test/mock-api";
import { jsonResponse, renderWithProviders } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { AddToCartButton } from "./add-to-cart-button";

const product = { id: 7, name: "Mango Box", stock: 3, is_customizable: false };

function renderButton(props: Partial<Parameters<typeof AddToCartButton>[0]> = {}) {
  return renderWithProviders(
    <>
      <AddToCartButton product={product} quantity={2} inCart={false} isAuthenticated {...props} />
      <LocationProbe />
    </>,
    { route: "/product/7" },
  );
}

const added = (productId: number) =>
  jsonResponse({
    message: "added",
    item_id: 1,
    cart: cartOf([cartItem(1, { quantity: 2 }, { id: productId })]),
  });

describe("AddToCartButton", () => {
  it("sends a guest to login with 'Login to add items to cart'", () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    renderButton({ isAuthenticated: false });
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(error).toHaveBeenCalledWith("Login to add items to cart");
    expect(screen.getByTestId("location")).toHaveTextContent("/login?redirect=%2Fproduct%2F7");
  });

  it("adds the chosen quantity, says '{name} added to cart!' and confirms for 2 s", async () => {
    const success = vi.spyOn(toast, "success").mockImplementation(() => {});
    const onAdded = vi.fn();
    const calls = mockApi({ "POST /api/user/cart/add_item/": added(7) });
    renderButton({ onAdded });
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    expect(await screen.findByRole("button", { name: "Added to Cart" })).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ product_id: 7, quantity: 2 });
    expect(success).toHaveBeenCalledWith("Mango Box added to cart!");
    expect(onAdded).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Add to Cart" })).toBeInTheDocument(), {
      timeout: 3000,
    });
  });

  it("adds once for a double-click, before the pending state has rendered", async () => {
    vi.spyOn(toast, "success").mockImplementation(() => {});
    const calls = mockApi({ "POST /api/user/cart/add_item/": added(7) });
    renderButton();
    const button = screen.getByRole("button", { name: "Add to Cart" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByRole("button", { name: "Added to Cart" })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "Added to Cart" }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it("reads 'Added to Cart' when the product is already in the cart", () => {
    renderButton({ inCart: true });
    expect(screen.getByRole("button", { name: "Added to Cart" })).toBeEnabled();
  });

  it("goes on to /customize/{id} for a personalised product", async () => {
    vi.spyOn(toast, "success").mockImplementation(() => {});
    mockApi({ "POST /api/user/cart/add_item/": added(7) });
    renderButton({ product: { ...product, is_customizable: true } });
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(screen.getByTestId("location")).toHaveTextContent("/customize/7"));
  });

  it("shows the server's reason, else 'Failed to add to cart'", async () => {
    const error = vi.spyOn(toast, "error").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({ "POST /api/user/cart/add_item/": jsonResponse({ message: "Only 3 left in stock" }, 400) });
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Only 3 left in stock"));
    mockApi({ "POST /api/user/cart/add_item/": new Response("", { status: 502 }) });
    fireEvent.click(screen.getByRole("button", { name: "Add to Cart" }));
    await waitFor(() => expect(error).toHaveBeenCalledWith("Failed to add to cart"));
  });

  it("says Out of Stock, disabled, when none are left", () => {
    renderButton({ product: { ...product, stock: 0 } });
    expect(screen.getByRole("button", { name: "Out of Stock" })).toBeDisabled();
  });
});
