import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { type DemoCard, paise } from "./demo-products";

/** The shoppers' address in the browser tests: Pune, which the demo shipping zones deliver to. */
export const puneAddress = {
  full_name: "Asha Rao",
  phone: "9876543210",
  house_no: "Flat 4B, Sunrise Apartments",
  street: "North Main Road, Koregaon Park",
  landmark: "",
  city: "Pune",
  state: "Maharashtra",
  pincode: "411001",
};

/** POSTs to the API with `token`'s session, expecting success; answers the JSON. */
export function postAs(request: APIRequestContext, token: string | null) {
  return async (path: string, data: unknown) => {
    const response = await request.post(`/api${path}`, {
      headers: { Authorization: `Bearer ${token}` },
      data,
    });
    expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
    return response.json();
  };
}

type Post = (path: string, data: unknown) => Promise<{ [key: string]: unknown }>;

/**
 * Puts one of `product` in the cart, orders it (Standard delivery to `addressId`, no offer) and pays
 * with the simulated card, as the session behind `post`; answers the order's id.
 */
export async function buyOne(post: Post, product: DemoCard, addressId: number): Promise<number> {
  await post("/user/cart/add_item/", { product_id: product.id, quantity: 1 });
  const created = await post("/orders/create_order/", {
    address_id: addressId,
    shipping_method: "S",
    shipping_charge: "0.00",
    offer_id: null,
    discount_amount: "0.00",
    total_amount: String(Math.round(paise(product) / 100)),
  });
  const paid = await post("/payments/simulated/pay/", {
    razorpay_order_id: created.razorpay_order_id,
    outcome: "captured",
  });
  await post("/orders/verify_payment/", { ...paid, order_key: created.order_key });
  return created.order_id as number;
}

/** The signed-in page's session, for setting up addresses and the cart through the API. */
export async function api(page: Page) {
  return postAs(page.request, await page.evaluate(() => localStorage.getItem("token")));
}

/** The toast that says `text`. */
export const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("status").filter({ hasText: text });
