import { describe, expect, it } from "vitest";
import { pageExists } from "./page-exists";

describe("pageExists", () => {
  it("knows every page of the app, public, signed-in and back office, from its own routes", () => {
    for (const path of [
      "/",
      "/categories/3",
      "/product/30",
      "/blog/diwali-gifting",
      "/cart",
      "/customize/12",
      "/orders/7",
      "/profile/edit",
      "/checkout",
      "/login",
      "/privacy-policy",
      "/return-refund-policy",
      "/admin",
      "/admin/orders/9",
    ]) {
      expect(pageExists(path), path).toBe(true);
    }
  });

  it("says no for what only the catch-all or the policy route would take", () => {
    for (const path of ["/no-such-page", "/refund-policy", "/product/30/extra", "/orders/7/pay"]) {
      expect(pageExists(path), path).toBe(false);
    }
  });
});
