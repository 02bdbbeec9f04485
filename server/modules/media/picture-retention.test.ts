import { utimes } from "node:fs/promises";
import { join } from "node:path";
import { auditLog } from "@server/db/schema/audit";
import { productImages } from "@server/db/schema/catalog";
import { banners, blogs, policies } from "@server/db/schema/content";
import { orderItems } from "@server/db/schema/orders";
import { variantKey } from "@server/platform/image-variants";
import { newStorageKey } from "@server/platform/storage";
import { insertOrder } from "@server/testing/order-rows";
import { jpegPhoto, makeProduct } from "@server/testing/shop-fixtures";
import { signInAs } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { removeUnusedStaffPictures, staffPicturesFolder } from "./picture-retention";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { REMOVED_PICTURE_AUDIT_DAYS: "30" } });
});
afterAll(() => t.close());

const log = { warn() {} };
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);

/** A picture as POST /api/admin/media/ stores it, uploaded `ageDays` ago. */
async function uploaded(ageDays: number, folder = staffPicturesFolder) {
  const key = newStorageKey(folder, "jpg");
  await t.storage.put(key, await jpegPhoto(), "image/jpeg");
  await utimes(join(t.mediaRoot, key), daysAgo(ageDays), daysAgo(ageDays));
  return key;
}

const audit = (key: string, ageDays: number) =>
  t.db.insert(auditLog).values({
    staffEmail: "staff@mithaas.in",
    action: "update",
    entity: "banner",
    entityId: "1",
    before: { image: key },
    after: { image: "uploads/another.jpg" },
    createdAt: daysAgo(ageDays),
  });

describe("staff pictures nothing shows", () => {
  it("are deleted with their variants once no record, order line or recent audit row names them", async () => {
    const { product } = await makeProduct(t.db);
    const { user } = await signInAs(t.db, { email: "buyer@example.in", firstName: "Dev" });
    const onProduct = await uploaded(40);
    const onBanner = await uploaded(40);
    const inBlogText = await uploaded(40);
    const inPolicy = await uploaded(40);
    const onOrderLine = await uploaded(40);
    const inRecentAudit = await uploaded(40);
    const inOldAudit = await uploaded(40);
    const unused = await uploaded(40);
    const justUploaded = await uploaded(0);
    const seedPicture = await uploaded(40, "seed");
    await t.db.insert(productImages).values({ productId: product.id, storageKey: onProduct, position: 0 });
    await t.db.insert(banners).values({ imageKey: onBanner, mobileImageKey: onBanner, link: "/" });
    await t.db.insert(blogs).values({
      slug: "diwali-hampers",
      title: "Diwali hampers",
      mainImageKey: "seed/blog.jpg",
      contentHtml: `<p>Our hampers</p><img src="/media/w640/${inBlogText}" alt="">`,
    });
    await t.db
      .insert(policies)
      .values({ key: "about_us", contentHtml: `<img src="/media/${inPolicy}">` })
      .onConflictDoUpdate({ target: policies.key, set: { contentHtml: `<img src="/media/${inPolicy}">` } });
    const order = await insertOrder(t.db, user.id, { orderStatus: "DELIVERED", paymentStatus: "PAID" });
    await t.db.insert(orderItems).values({
      orderId: order.id,
      productName: "Truffle box",
      productImageKey: onOrderLine,
      quantity: 1,
      unitPricePaise: 50_000,
    });
    await audit(inRecentAudit, 10);
    await audit(inOldAudit, 40);
    const unusedVariant = variantKey(unused, 320);
    await t.storage.put(unusedVariant, Buffer.from("variant"), "image/webp");

    expect(await removeUnusedStaffPictures(t.deps, log)).toBe(2);
    expect(await t.storage.exists(unused)).toBe(false);
    expect(await t.storage.exists(unusedVariant)).toBe(false);
    expect(await t.storage.exists(inOldAudit)).toBe(false);
    for (const kept of [
      onProduct,
      onBanner,
      inBlogText,
      inPolicy,
      onOrderLine,
      inRecentAudit,
      justUploaded,
      seedPicture,
    ]) {
      expect(await t.storage.exists(kept), kept).toBe(true);
    }
    expect(await removeUnusedStaffPictures(t.deps, log)).toBe(0);
  });
});
