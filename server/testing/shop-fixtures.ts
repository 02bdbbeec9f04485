import { randomUUID } from "node:crypto";
import type { Db } from "@server/db/connect";
import { categories, customizableFields, products } from "@server/db/schema";
import sharp from "sharp";

type ProductValues = Partial<typeof products.$inferInsert>;
type FieldValues = Omit<typeof customizableFields.$inferInsert, "productId">;

/** A product of its own in a category of its own, so a test can set its stock and price freely. */
export async function makeProduct(db: Db, values: ProductValues = {}, fields: FieldValues[] = []) {
  const slug = `test-${randomUUID()}`;
  const [category] = await db
    .insert(categories)
    .values({ slug, name: "Test category", imageKey: "seed/categories/test.jpg" })
    .returning();
  if (!category) throw new Error("category insert returned nothing");
  const [product] = await db
    .insert(products)
    .values({
      categoryId: category.id,
      slug,
      name: `Test product ${slug.slice(5, 13)}`,
      pricePaise: 50000,
      stock: 10,
      isCustomizable: fields.length > 0,
      ...values,
    })
    .returning();
  if (!product) throw new Error("product insert returned nothing");
  const madeFields =
    fields.length === 0
      ? []
      : await db
          .insert(customizableFields)
          .values(fields.map((field, position) => ({ position, ...field, productId: product.id })))
          .returning();
  return { product, fields: madeFields };
}

/** A small real JPEG; `gps` adds a GPS position to its EXIF, `orientation` an EXIF rotation. */
export function jpegPhoto(
  options: { width?: number; height?: number; gps?: boolean; orientation?: number } = {},
) {
  let image = sharp({
    create: {
      width: options.width ?? 64,
      height: options.height ?? 48,
      channels: 3,
      background: { r: 200, g: 80, b: 40 },
    },
  });
  if (options.gps) {
    image = image.withExif({
      IFD0: { Make: "TestPhone", Model: "Camera 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "18/1 31/1 0/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "73/1 51/1 0/1",
      },
    });
  }
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  return image.jpeg().toBuffer();
}

export type FormFile = { name: string; filename: string; type: string; body: Buffer };

/** A multipart body as a browser's FormData would send it, ready for `app.inject`. */
export async function multipartBody(fields: Record<string, string>, files: FormFile[] = []) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files)
    form.append(file.name, new Blob([new Uint8Array(file.body)], { type: file.type }), file.filename);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") ?? "" },
  };
}
