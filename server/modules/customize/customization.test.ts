import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { cartChange, savedCustomization } from "@contract/cart";
import {
  cartMessages,
  customizationMessages,
  maxUploadFileBytes,
  signedPhotoUrlSeconds,
} from "@contract/cart-rules";
import { cartItemCustomizations, cartItems } from "@server/db/schema/cart";
import { orderItems, orders } from "@server/db/schema/orders";
import { decodeStats } from "@server/platform/decode-limit";
import { signedPhotoUrl } from "@server/platform/private-photos";
import { type FormFile, jpegPhoto, makeProduct, multipartBody } from "@server/testing/shop-fixtures";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { testAuthSecret } from "@server/testing/test-secrets";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

type Headers = Record<string, string>;
let counter = 0;
const newCustomer = () => signInAs(t.db, { email: `custom${++counter}@example.in`, firstName: "Ravi" });

/** A photo-and-message product: 1 to 2 photos (required) and an optional message. */
const photoProduct = () =>
  makeProduct(t.db, { stock: 5 }, [
    { name: "Photos", fieldType: "image", isRequired: true, minPhotos: 1, maxPhotos: 2 },
    { name: "Message", fieldType: "text", isRequired: false },
  ]);

const save = async (headers: Headers, fields: Record<string, string>, files: FormFile[] = []) => {
  const body = await multipartBody(fields, files);
  return t.app.inject({
    method: "POST",
    url: "/api/user/cart/add_customized/",
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
};
const photo = (fieldId: number, body: Buffer, filename = "photo.jpg", type = "image/jpeg"): FormFile => ({
  name: `images_${fieldId}`,
  filename,
  type,
  body,
});
/** The photo files kept for one customer. */
const storedPhotos = (userId: number) =>
  readdir(join(t.privateRoot, "private", "customers", String(userId))).catch(() => [] as string[]);
const answerRows = (productId: number) =>
  t.db
    .select({ id: cartItemCustomizations.id })
    .from(cartItemCustomizations)
    .innerJoin(cartItems, eq(cartItems.id, cartItemCustomizations.cartItemId))
    .where(eq(cartItems.productId, productId));
const loadSaved = async (headers: Headers, productId: number) => {
  const res = await t.app.inject({ url: `/api/user/cart/customization/${productId}/`, headers });
  expect(res.statusCode).toBe(200);
  return savedCustomization.parse(res.json());
};

describe("personalised products", () => {
  it("adds the product with its answers, strips the photo's metadata and turns it upright", async () => {
    const { headers } = await newCustomer();
    const { product, fields } = await photoProduct();
    const [photos, message] = fields;
    if (!photos || !message) throw new Error("fields missing");
    const original = await jpegPhoto({ width: 80, height: 40, gps: true, orientation: 6 });
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await save(
      headers,
      { product_id: String(product.id), [`text_${message.id}`]: "  Happy birthday, Maa!  " },
      [photo(photos.id, original)],
    );
    expect(res.statusCode).toBe(200);
    const change = cartChange.parse(res.json());
    expect(change.message).toBe("Product added to cart with customizations!");
    expect(change.cart.items[0]).toMatchObject({
      quantity: 1,
      is_customized: true,
      customization_summary: "Photos: 1 photo · Message: Happy birthday, Maa!",
    });

    const saved = await loadSaved(headers, product.id);
    expect(saved.answers.map((answer) => [answer.field_id, answer.text, answer.images.length])).toEqual([
      [photos.id, null, 1],
      [message.id, "Happy birthday, Maa!", 0],
    ]);
    const url = saved.answers[0]?.images[0]?.url ?? "";
    expect(url).toMatch(
      /^\/api\/user\/uploads\/private\/customers\/\d+\/[a-f0-9-]{36}\.jpg\?expires=\d+&signature=/,
    );
    // The signed link works with no token at all, as an <img src> would fetch it.
    const fetched = await t.app.inject({ url });
    expect(fetched.statusCode).toBe(200);
    expect(fetched.headers["cache-control"]).toBe("private, no-store");
    expect(fetched.headers["content-type"]).toBe("image/jpeg");
    const meta = await sharp(fetched.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(fetched.rawPayload.includes(Buffer.from("TestPhone"))).toBe(false);
  });

  it("keeps photos private: not under /media, not to another customer, not with a bad or old signature", async () => {
    const owner = await newCustomer();
    const stranger = await newCustomer();
    const { product, fields } = await photoProduct();
    const fieldId = fields[0]?.id ?? 0;
    expect(
      (await save(owner.headers, { product_id: String(product.id) }, [photo(fieldId, await jpegPhoto())]))
        .statusCode,
    ).toBe(200);
    const url = (await loadSaved(owner.headers, product.id)).answers[0]?.images[0]?.url ?? "";
    const path = url.split("?")[0] ?? "";
    const key = path.replace("/api/user/uploads/", "");
    expect((await t.app.inject({ url: path, headers: owner.headers })).statusCode).toBe(200);
    for (const attempt of [
      { url: path },
      { url: path, headers: stranger.headers },
      { url: `${path}?expires=9999999999&signature=${"A".repeat(43)}` },
      { url: url.replace(/expires=\d+/, "expires=1000") },
      { url: `/media/${key}` },
      { url: `/media/w320/${key}` },
      { url: `/media/public/../${key}` },
    ]) {
      const res = await t.app.inject(attempt);
      expect(res.statusCode, attempt.url).toBe(404);
    }
    expect((await loadSaved(stranger.headers, product.id)).answers).toEqual([]);
  });

  it("refuses a genuinely signed link once its time has passed", async () => {
    const { headers } = await newCustomer();
    const { product, fields } = await photoProduct();
    const fieldId = fields[0]?.id ?? 0;
    await save(headers, { product_id: String(product.id) }, [photo(fieldId, await jpegPhoto())]);
    const url = (await loadSaved(headers, product.id)).answers[0]?.images[0]?.url ?? "";
    const key = (url.split("?")[0] ?? "").replace("/api/user/uploads/", "");
    const signedAt = (secondsAgo: number) =>
      signedPhotoUrl(testAuthSecret, key, Date.now() - secondsAgo * 1000);
    expect((await t.app.inject({ url: signedAt(signedPhotoUrlSeconds - 60) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: signedAt(signedPhotoUrlSeconds + 2) })).statusCode).toBe(404);
  });

  it("needs between min and max photos and every required field, storing nothing when refused", async () => {
    const { headers, user } = await newCustomer();
    const { product, fields } = await makeProduct(t.db, { stock: 5 }, [
      { name: "Photos", fieldType: "image", isRequired: true, minPhotos: 2, maxPhotos: 3 },
      { name: "Name", fieldType: "text", isRequired: true },
    ]);
    const [photos, name] = fields;
    if (!photos || !name) throw new Error("fields missing");
    const jpeg = await jpegPhoto();
    const one = [photo(photos.id, jpeg)];
    const four = [1, 2, 3, 4].map(() => photo(photos.id, jpeg));
    const cases: [Record<string, string>, FormFile[], string][] = [
      [{ [`text_${name.id}`]: "Asha" }, one, "Please select 2 to 3 images"],
      [{ [`text_${name.id}`]: "Asha" }, four, "Please select 2 to 3 images"],
      [{ [`text_${name.id}`]: "   " }, [...one, ...one], "Name is required"],
      [{ [`text_${name.id}`]: "x".repeat(501) }, [...one, ...one], "Name must be at most 500 characters"],
      [
        { [`text_${name.id}`]: "Asha", text_999999: "extra" },
        [...one, ...one],
        customizationMessages.unknownField,
      ],
      [
        { [`text_${name.id}`]: "Asha", [`text_${photos.id}`]: "wrong type" },
        [...one, ...one],
        customizationMessages.unknownField,
      ],
      [{ [`text_${name.id}`]: "Asha" }, [...one, photo(name.id, jpeg)], customizationMessages.unknownField],
    ];
    const decodesBefore = decodeStats().started;
    for (const [fieldsSent, files, message] of cases) {
      const res = await save(headers, { product_id: String(product.id), ...fieldsSent }, files);
      expect([res.statusCode, res.json().message], message).toEqual([400, message]);
    }
    // Each was refused from its other fields before a single photo was decoded.
    expect(decodeStats().started).toBe(decodesBefore);
    expect(await storedPhotos(user.id)).toEqual([]);
    expect(await answerRows(product.id)).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toEqual([]);
  });

  it("refuses a product that is not sold or not personalised before decoding any photo", async () => {
    const { headers, user } = await newCustomer();
    const { product: plain } = await makeProduct(t.db, { stock: 5 });
    const { product: gone, fields } = await makeProduct(t.db, { stock: 5, isActive: false }, [
      { name: "Photos", fieldType: "image", isRequired: true, minPhotos: 1, maxPhotos: 2 },
    ]);
    const { product: soldOut, fields: soldOutFields } = await makeProduct(t.db, { stock: 0 }, [
      { name: "Photos", fieldType: "image", isRequired: true, minPhotos: 1, maxPhotos: 2 },
    ]);
    // Sent before product_id, as a client may: the photo waits undecoded until the product is known.
    const sendPhotoFirst = async (productId: number, fieldId: number) => {
      const form = new FormData();
      const jpeg = new Uint8Array(await jpegPhoto({ width: 1200, height: 900 }));
      form.append(`images_${fieldId}`, new Blob([jpeg], { type: "image/jpeg" }), "photo.jpg");
      form.append("product_id", String(productId));
      const request = new Request("http://localhost/", { method: "POST", body: form });
      return t.app.inject({
        method: "POST",
        url: "/api/user/cart/add_customized/",
        headers: { ...headers, "content-type": request.headers.get("content-type") ?? "" },
        payload: Buffer.from(await request.arrayBuffer()),
      });
    };
    const decodesBefore = decodeStats().started;
    const fieldId = fields[0]?.id ?? 0;
    for (const [productId, status, message] of [
      [plain.id, 400, customizationMessages.notCustomizable],
      [gone.id, 404, cartMessages.productNotFound],
      [999_999, 404, cartMessages.productNotFound],
      [soldOut.id, 400, cartMessages.outOfStock],
    ] as const) {
      const res = await sendPhotoFirst(
        productId,
        productId === soldOut.id ? (soldOutFields[0]?.id ?? 0) : fieldId,
      );
      expect([res.statusCode, res.json().message], message).toEqual([status, message]);
    }
    expect(decodeStats().started).toBe(decodesBefore);
    expect(await storedPhotos(user.id)).toEqual([]);
  });

  it("leaves no parked upload on disk, whether the save succeeds, is refused or is cut off", async () => {
    const { headers } = await newCustomer();
    const { product, fields } = await photoProduct();
    const { product: plain } = await makeProduct(t.db, { stock: 5 });
    const fieldId = fields[0]?.id ?? 0;
    const jpeg = await jpegPhoto();
    const parked = await mkdtemp(join(tmpdir(), "mithaas-parked-"));
    const tmpdirBefore = process.env.TMPDIR;
    process.env.TMPDIR = parked;
    try {
      const answers = [
        await save(headers, { product_id: String(product.id) }, [photo(fieldId, jpeg)]),
        await save(headers, { product_id: String(plain.id) }, [photo(fieldId, jpeg)]),
        await save(headers, { product_id: String(product.id) }, [
          photo(fieldId, Buffer.concat([jpeg, Buffer.alloc(maxUploadFileBytes + 1)])),
        ]),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 400, 413]);
      expect(await readdir(parked)).toEqual([]);
    } finally {
      // Assigning undefined would leave the text "undefined" as every later test's temp folder.
      if (tmpdirBefore === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdirBefore;
      await rm(parked, { recursive: true, force: true });
    }
  });

  it("refuses files that are not photos by their bytes, whatever their name, and oversized ones", async () => {
    const { headers, user } = await newCustomer();
    const { product, fields } = await photoProduct();
    const fieldId = fields[0]?.id ?? 0;
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "red" } })
      .gif()
      .toBuffer();
    for (const body of [html, svg, gif]) {
      const res = await save(headers, { product_id: String(product.id) }, [
        photo(fieldId, body, "holiday.jpg"),
      ]);
      expect([res.statusCode, res.json().message]).toEqual([415, customizationMessages.imageType]);
    }
    const good = await jpegPhoto();
    const oversized = Buffer.concat([good, Buffer.alloc(maxUploadFileBytes + 1)]);
    const big = await save(headers, { product_id: String(product.id) }, [
      photo(fieldId, good),
      photo(fieldId, oversized),
    ]);
    expect([big.statusCode, big.json().message]).toEqual([413, customizationMessages.imageTooLarge]);
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "blue" } })
      .jpeg({ quality: 10 })
      .toBuffer();
    const tooManyPixels = await save(headers, { product_id: String(product.id) }, [photo(fieldId, huge)]);
    expect([tooManyPixels.statusCode, tooManyPixels.json().message]).toEqual([
      413,
      customizationMessages.imageTooManyPixels,
    ]);
    const many = Array.from({ length: 21 }, () => photo(fieldId, good));
    const tooMany = await save(headers, { product_id: String(product.id) }, many);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([413, customizationMessages.tooManyFiles]);
    expect(await storedPhotos(user.id)).toEqual([]);
    expect(await answerRows(product.id)).toEqual([]);
  });

  it("replaces earlier answers, keeping the photos asked for and deleting the rest", async () => {
    const { headers, user } = await newCustomer();
    const { product, fields } = await photoProduct();
    const fieldId = fields[0]?.id ?? 0;
    const jpeg = await jpegPhoto();
    const first = await save(headers, { product_id: String(product.id) }, [
      photo(fieldId, jpeg),
      photo(fieldId, jpeg),
    ]);
    const itemId = cartChange.parse(first.json()).item_id;
    await t.app.inject({
      method: "POST",
      url: "/api/user/cart/update_quantity/",
      headers,
      payload: { item_id: itemId, quantity: 3 },
    });
    const [keep, drop] = (await loadSaved(headers, product.id)).answers[0]?.images ?? [];
    if (!keep || !drop) throw new Error("two photos expected");
    const before = await storedPhotos(user.id);
    const second = await save(
      headers,
      {
        product_id: String(product.id),
        customizations: JSON.stringify([{ field_id: fieldId, keep_images: [keep.id] }]),
      },
      [photo(fieldId, await jpegPhoto({ width: 30 }))],
    );
    expect(second.statusCode).toBe(200);
    expect(cartChange.parse(second.json()).cart.items).toMatchObject([
      { id: itemId, quantity: 3, is_customized: true },
    ]);
    const images = (await loadSaved(headers, product.id)).answers[0]?.images ?? [];
    expect(images.map((image) => image.id)[0]).toBe(keep.id);
    expect(images).toHaveLength(2);
    const after = await storedPhotos(user.id);
    expect(after).toHaveLength(2);
    expect(after.some((name) => name.startsWith(drop.id))).toBe(false);
    expect(after.some((name) => name.startsWith(keep.id))).toBe(true);
    expect(before.length).toBe(2);
    // A photo id that is not one of this line's saved photos is refused.
    const forged = await save(headers, {
      product_id: String(product.id),
      customizations: JSON.stringify([{ field_id: fieldId, keep_images: [drop.id] }]),
    });
    expect([forged.statusCode, forged.json().message]).toEqual([400, customizationMessages.unknownKeptPhoto]);
    // Removing the line deletes its photos.
    await t.app.inject({
      method: "POST",
      url: "/api/user/cart/remove_item/",
      headers,
      payload: { item_id: itemId },
    });
    expect(await storedPhotos(user.id)).toEqual([]);
  });

  it("keeps photos an order took with it when the cart line is removed or re-personalised", async () => {
    const { headers, user } = await newCustomer();
    const { product, fields } = await photoProduct();
    const fieldId = fields[0]?.id ?? 0;
    const saved = await save(headers, { product_id: String(product.id) }, [
      photo(fieldId, await jpegPhoto()),
    ]);
    const itemId = cartChange.parse(saved.json()).item_id;
    const [answer] = await answerRows(product.id);
    const [row] = await t.db
      .select()
      .from(cartItemCustomizations)
      .where(eq(cartItemCustomizations.id, answer?.id ?? 0));
    const keys = row?.imageKeys ?? [];
    // Checkout copies the line, photo keys included, into an order (unpaid: the cart line stays).
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: `T-${user.id}`,
        userId: user.id,
        addressDetails: {
          full_name: "Ravi",
          phone: "9822011111",
          house_no: "1",
          street: "MG Road",
          landmark: "",
          city: "Pune",
          state: "Maharashtra",
          pincode: "411001",
        },
        shippingMethod: "S",
        subtotalPaise: product.pricePaise,
        totalPaise: product.pricePaise,
        orderKey: `key-${user.id}`,
        gateway: "simulated",
      })
      .returning();
    await t.db.insert(orderItems).values({
      orderId: order?.id ?? 0,
      productId: product.id,
      productName: product.name,
      quantity: 1,
      unitPricePaise: product.pricePaise,
      customizations: [{ field: "Photos", images: keys }],
    });
    const replaced = await save(headers, { product_id: String(product.id) }, [
      photo(fieldId, await jpegPhoto()),
    ]);
    expect(replaced.statusCode).toBe(200);
    expect(await storedPhotos(user.id)).toHaveLength(2);
    await t.app.inject({
      method: "POST",
      url: "/api/user/cart/remove_item/",
      headers,
      payload: { item_id: itemId },
    });
    const left = await storedPhotos(user.id);
    expect(left).toHaveLength(1);
    expect(keys.map((key) => key.split("/").pop())).toEqual(left);
  });

  it("says so for products that cannot be customised or are not sold", async () => {
    const { headers } = await newCustomer();
    const { product: plain } = await makeProduct(t.db);
    const { product: hidden } = await makeProduct(t.db, { isActive: false, isCustomizable: true });
    const notCustomizable = await save(headers, { product_id: String(plain.id) });
    expect([notCustomizable.statusCode, notCustomizable.json().message]).toEqual([
      400,
      customizationMessages.notCustomizable,
    ]);
    const gone = await save(headers, { product_id: String(hidden.id) });
    expect([gone.statusCode, gone.json().message]).toEqual([404, cartMessages.productNotFound]);
    const missing = await save(headers, {});
    expect(missing.statusCode).toBe(400);
    const json = await t.app.inject({
      method: "POST",
      url: "/api/user/cart/add_customized/",
      headers,
      payload: { product_id: plain.id },
    });
    expect(json.statusCode).toBe(415);
  });

  it("leaves no files and no rows when the save fails half-way through", async () => {
    const { headers, user } = await newCustomer();
    const { product, fields } = await photoProduct();
    const [photos, message] = fields;
    if (!photos || !message) throw new Error("fields missing");
    // The database refuses the answers after the line was made and the photos stored.
    await t.db.execute(sql`create function refuse_boom() returns trigger language plpgsql as $$
      begin if new.text_value = 'boom' then raise exception 'injected failure'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_boom before insert on cart_item_customizations
      for each row execute function refuse_boom()`);
    try {
      const res = await save(headers, { product_id: String(product.id), [`text_${message.id}`]: "boom" }, [
        photo(photos.id, await jpegPhoto()),
        photo(photos.id, await jpegPhoto()),
      ]);
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_boom on cart_item_customizations`);
      await t.db.execute(sql`drop function refuse_boom()`);
    }
    expect(await storedPhotos(user.id)).toEqual([]);
    expect(await answerRows(product.id)).toEqual([]);
    expect(await t.db.select().from(cartItems).where(eq(cartItems.productId, product.id))).toEqual([]);
  });
});
