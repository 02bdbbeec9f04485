import type { RouteEntry } from "@server/platform/route-table";
import { puneSeller } from "@server/testing/invoice-kit";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ZodType } from "zod";

/**
 * Walks the route table the app registered, so routes added later are covered without anyone
 * listing them. A route with a body must have a valid sample body here (the walk fails, naming the
 * route, until it has one): bad bytes are only meaningful inside an otherwise valid request.
 */
const sampleBodies: Record<string, Record<string, unknown>> = {
  "POST /api/user/auth/request_otp/": { email: "walker@example.in" },
  "POST /api/user/auth/verify_otp/": { email: "walker@example.in", otp: "123456" },
  "POST /api/user/auth/verify_phone/": { phone: "9876543210" },
  "POST /api/user/profile/update_profile/": { first_name: "Asha", last_name: "Rao", phone: "9876543210" },
  "POST /api/user/addresses/": address(),
  "PUT /api/user/addresses/:id/": address(),
  "POST /api/setting/contact/": {
    name: "Asha",
    email: "asha@example.in",
    phone: "9876543210",
    message: "Hello",
  },
  "POST /api/orders/delivery/check-delivery/": { pincode: "560001", product_id: 1 },
  "POST /api/user/cart/add_item/": { product_id: 1, quantity: 1 },
  "POST /api/user/cart/update_quantity/": { item_id: 1, quantity: 1 },
  "POST /api/user/cart/remove_item/": { item_id: 1 },
  "POST /api/orders/:id/cancel/": { reason: "changed_mind", note: "Ordered it twice" },
  "POST /api/user/cart/buy_again/": { order_id: 1 },
  "POST /api/admin/shipments/": {
    order_id: 1,
    courier_id: null,
    parcel: { weight_grams: 500, length_cm: 20, breadth_cm: 15, height_cm: 10 },
  },
  "POST /api/admin/shipments/bulk/": { order_ids: [1] },
  "POST /api/user/wishlist/toggle_item/": { product_id: 1 },
  "POST /api/orders/apply_coupon/": { code: "WELCOME10", amount: "999.00" },
  "POST /api/orders/create_order/": {
    address_id: 1,
    shipping_method: "S",
    shipping_charge: "0.00",
    offer_id: null,
    discount_amount: "0.00",
    total_amount: "999.00",
    coupon_code: "WELCOME10",
  },
  "POST /api/orders/verify_payment/": {
    razorpay_payment_id: "pay_walk",
    razorpay_order_id: "order_walk",
    razorpay_signature: "0".repeat(64),
    order_key: "walk",
  },
  "POST /api/payments/simulated/pay/": { razorpay_order_id: "order_walk", outcome: "captured" },
  "POST /api/admin/offers/": offer(),
  "PUT /api/admin/offers/:id/": offer(),
  "POST /api/admin/offers/:id/active/": { is_active: false },
  "POST /api/admin/coupons/": coupon(),
  "PUT /api/admin/coupons/:id/": coupon(),
  "POST /api/admin/coupons/:id/active/": { is_active: false },
  "POST /api/admin/shipping-zones/": shippingZone(),
  "PUT /api/admin/shipping-zones/:id/": shippingZone(),
  "POST /api/admin/shipping-zones/:id/active/": { is_active: false },
  "PUT /api/admin/shipping-zones/:id/local-delivery/": {
    is_active: true,
    area_name: "Pune",
    position: 0,
    cutoff: "14:00",
    lead_days: 0,
    notice_minutes: 180,
    horizon_days: 30,
    charge: "49.00",
    free_shipping_value: "999.00",
    slots: [
      { kind: "window", start: "09:00", end: "13:00", fee: "0.00", default_capacity: 20, is_active: true },
    ],
  },
  "PUT /api/admin/delivery-capacity/": { slot_id: 1, date: "2030-10-20", capacity: 5 },
  "POST /api/admin/delivery-blocked-dates/": {
    zone_id: null,
    date: "2030-10-20",
    reason: "No deliveries on Diwali",
  },
  "PUT /api/admin/tax-settings/": puneSeller,
  "PUT /api/orders/:id/gift-message/": { gift_message: "Happy birthday", gift_from: "Asha" },
  "POST /api/admin/deliveries/orders/:id/move/": { delivery_date: "2030-10-20", delivery_slot_id: 1 },
  "POST /api/admin/orders/packed/": { order_ids: [1] },
  "POST /api/admin/banners/": banner(),
  "PUT /api/admin/banners/:id/": banner(),
  "POST /api/admin/banners/reorder/": { ids: [1, 2, 3] },
  "POST /api/admin/highlights/": highlight(),
  "PUT /api/admin/highlights/:id/": highlight(),
  "POST /api/admin/highlights/reorder/": { ids: [1, 2, 3] },
  "PUT /api/admin/policies/:key/": { content: "<h2>Returns</h2><p>Within 7 days.</p>" },
  "POST /api/admin/blogs/": blogPost(),
  "PUT /api/admin/blogs/:id/": blogPost(),
  "PUT /api/admin/settings/": { support_email: "care@mithaas.in", support_phone: "+91 98220 12345" },
  "POST /api/admin/orders/:id/ship/": { courier: "Blue Dart", tracking_number: "BD123456789IN" },
  "POST /api/admin/orders/:id/cancel/": { reason: "Customer asked to cancel" },
  "POST /api/admin/products/": product(),
  "PUT /api/admin/products/:id/": { ...product(), expected_stock: 5 },
  "PUT /api/admin/products/:id/stock/": { stock: 6, expected_stock: 5 },
  "POST /api/admin/categories/": category(),
  "PUT /api/admin/categories/:id/": category(),
  "POST /api/admin/occasions/": occasion(),
  "PUT /api/admin/occasions/:id/": occasion(),
  "POST /api/admin/occasions/reorder/": { ids: [1, 2, 3] },
  "POST /api/admin/search-synonyms/": { words: ["mug", "cup"] },
  "PUT /api/admin/search-synonyms/:id/": { words: ["mug", "cup"] },
};

function occasion() {
  return { kind: "occasion", title: "Housewarming", description: "Gifts for a new home", is_active: true };
}

function offer() {
  return {
    name: "Walk 10% off",
    is_active: true,
    start_date: "2026-01-01T00:00:00+05:30",
    end_date: "2026-12-31T23:59:00+05:30",
    min_order_amount: "999.00",
    discount_type: "percentage",
    discount_percentage: 10,
    discount_amount: null,
    max_discount_amount: "200.00",
  };
}

function coupon() {
  const { name: _, ...terms } = offer();
  return { ...terms, code: "WALK10", description: "Walk", usage_limit: 100, per_customer_limit: 1 };
}

function shippingZone() {
  return {
    name: "Walk zone",
    is_active: true,
    pincodes: "799, 798",
    standard: { days: 3, charge: "49.00", free_shipping_value: "999.00" },
    express: { days: 1, charge: "99.00", free_shipping_value: "1999.00" },
  };
}

function banner() {
  return {
    image: "seed/banners/walk.jpg",
    mobile_image: "seed/banners/walk-mobile.jpg",
    link: "/categories/1",
    alt: "Diwali hampers",
    is_active: true,
  };
}

function highlight() {
  return { title: "Bestsellers", link: "/categories/1", product_ids: [1, 2], is_active: true };
}

function blogPost() {
  return {
    title: "Gifting for Diwali",
    slug: "gifting-for-diwali",
    meta_description: "Ideas for the festival",
    main_image: "seed/blogs/walk.jpg",
    content: "<p>Sweets and lights.</p>",
    is_published: true,
  };
}

function product() {
  return {
    name: "Walnut Fudge",
    slug: "",
    description: "Soft fudge with toasted walnuts.",
    price: "499.00",
    discounted_price: "449.00",
    stock: 5,
    category_id: 1,
    is_published: false,
    images: [],
    features: [{ text: "Eggless" }],
    faqs: [{ question: "Eggless?", answer: "Yes" }],
    customizable_fields: [],
    similar_products: [],
  };
}

function category() {
  return {
    name: "Fudge",
    slug: "",
    description: "Fudge of every kind.",
    image_key: "seed/categories/fudge.jpg",
    position: 1,
    is_published: true,
  };
}

function address() {
  return {
    full_name: "Asha Rao",
    phone: "9876543210",
    house_no: "12",
    street: "MG Road",
    landmark: "Near the park",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560001",
  };
}

let t: TestApp;
let ipCounter = 0;
const nextIp = () => `192.0.2.${(++ipCounter % 250) + 1}`;
let userCounter = 0;
/** Admin routes are walked as staff (a customer never gets past their guard), the rest as a customer. */
const session = async (route: RouteEntry) =>
  (
    await signInAs(t.db, {
      email: `walk${++userCounter}@example.in`,
      role: route.url.startsWith("/api/admin/") ? "staff" : "customer",
    })
  ).headers;
const key = (route: RouteEntry) => `${route.method} ${route.url}`;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const apiRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith("/api/"));
const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? "");
const schemaOf = (route: RouteEntry, part: "params" | "querystring" | "body") =>
  (route.schema as Record<string, ZodType | undefined> | undefined)?.[part];
const isIdParam = (route: RouteEntry, name: string) => {
  const parsed = schemaOf(route, "params")?.safeParse({ [name]: "1" });
  return parsed?.success === true && typeof (parsed.data as Record<string, unknown>)[name] === "number";
};
const fill = (url: string, values: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_, name: string) => values[name] ?? "1").replace("*", "none.jpg");

async function send(route: RouteEntry, url: string, payload?: unknown) {
  return t.app.inject({
    method: route.method as "GET",
    url,
    headers: await session(route),
    remoteAddress: nextIp(),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** Each bad variant of one route: where it goes in, the request, and the field the 400 must name. */
function badVariants(route: RouteEntry) {
  const variants: { what: string; url: string; payload?: unknown; field: string }[] = [];
  const body = sampleBodies[key(route)];
  for (const name of paramNames(route.url)) {
    const values = isIdParam(route, name) ? ["99999999999", "2147483648", "0", "abc"] : ["a%00b"];
    for (const value of values) {
      variants.push({
        what: `param ${name}=${value}`,
        url: fill(route.url, { [name]: value }),
        payload: body,
        field: name,
      });
    }
  }
  const query = schemaOf(route, "querystring");
  const queryKeys = query && "shape" in query ? Object.keys(query.shape as object) : [];
  for (const name of queryKeys) {
    variants.push({
      what: `query ${name}`,
      url: `${fill(route.url, {})}?${name}=a%00b`,
      payload: body,
      field: name,
    });
  }
  for (const [name, value] of Object.entries(body ?? {})) {
    const bad =
      typeof value === "number" ? 2_147_483_648 : typeof value === "string" ? `${value}\u0000` : null;
    if (bad === null) continue;
    variants.push({
      what: `body ${name}`,
      url: fill(route.url, {}),
      payload: { ...body, [name]: bad },
      field: name,
    });
  }
  return variants;
}

describe("the route table", () => {
  it("has a sample body for every route that reads one", () => {
    const missing = apiRoutes()
      .filter((route) => schemaOf(route, "body") && !sampleBodies[key(route)])
      .map(key);
    expect(missing, "add a valid sample body for these routes").toEqual([]);
  });

  it("answers 400 naming the field for NUL bytes in text and out-of-range ids, on every route that reads them", async () => {
    const readers = apiRoutes().filter((route) => badVariants(route).length > 0);
    // The walk must find the routes it is about; a broken table would otherwise pass by walking nothing.
    expect(readers.map(key)).toEqual(
      expect.arrayContaining([
        "GET /api/products/:id/",
        "GET /api/blog/blogs/:slug/",
        "GET /api/products/categories/:id/products/",
        "POST /api/user/addresses/",
        "POST /api/setting/contact/",
      ]),
    );
    const wrong: string[] = [];
    for (const route of readers) {
      for (const variant of badVariants(route)) {
        const res = await send(route, variant.url, variant.payload);
        const errors = res.statusCode === 400 ? (res.json().errors ?? {}) : {};
        if (res.statusCode !== 400 || !Object.keys(errors).some((field) => field.startsWith(variant.field))) {
          wrong.push(`${key(route)} ${variant.what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it("sends Cache-Control: no-store on every answer to a signed-in request", async () => {
    const wrong: string[] = [];
    for (const route of t.app.routeTable) {
      const res = await send(route, fill(route.url, {}), sampleBodies[key(route)]);
      if (res.headers["cache-control"] !== "no-store") {
        wrong.push(`${key(route)}: ${res.statusCode} cache-control=${res.headers["cache-control"]}`);
      }
    }
    expect(t.app.routeTable.length).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  it("sends no-store on a guest's 401 from every route that needs sign-in", async () => {
    const refused: string[] = [];
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      const res = await t.app.inject({
        method: route.method as "GET",
        url: fill(route.url, {}),
        payload: sampleBodies[key(route)],
        remoteAddress: nextIp(),
      });
      if (res.statusCode !== 401) continue;
      refused.push(key(route));
      if (res.headers["cache-control"] !== "no-store")
        wrong.push(`${key(route)}: ${res.headers["cache-control"]}`);
    }
    expect(refused).toContain("GET /api/orders/");
    expect(refused).toContain("GET /api/admin/orders/");
    expect(wrong).toEqual([]);
  });

  it("sends no-store on the sign-in answers, which carry a code or a token, to guests too", async () => {
    const signIn = apiRoutes().filter((route) => route.config?.personal);
    expect(signIn.map(key)).toEqual(["POST /api/user/auth/request_otp/", "POST /api/user/auth/verify_otp/"]);
    for (const route of signIn) {
      const res = await t.app.inject({
        method: "POST",
        url: route.url,
        payload: sampleBodies[key(route)],
        remoteAddress: nextIp(),
      });
      expect(res.headers["cache-control"]).toBe("no-store");
    }
  });
});
