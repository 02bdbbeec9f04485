import { z } from "zod";
import { gstRates } from "../gst-split";
import { idParam, idValue } from "../ids";
import { multiLineText, oneLineText } from "../text";
import {
  productLimits as limits,
  catalogMessages as messages,
  slugMaxLength,
  slugPattern,
} from "./catalog-rules";
import { adminPage, adminPageQuery } from "./paging";

/** Optional until invoices are issued (issue 23): a product without them cannot be invoiced. */
export const taxMessages = {
  hsnCode: "HSN code must be 4, 6 or 8 digits",
  gstRate: "GST rate must be 0, 5, 12, 18 or 28 %",
  missing: "Add HSN and GST rate: invoices need them",
} as const;
export const hsnCodePattern = /^[0-9]{4}([0-9]{2}){0,2}$/;

/** Products with this many units or fewer are "low on stock" (the low-stock view and its badge). */
export const lowStockThreshold = 5;

const required = (label: string, max: number) =>
  oneLineText(label, max, { required: `${label} is required` }).min(1, `${label} is required`);

/** Rupees as staff type them ("499", "499.5", "499.00"), as integer paise above 0. */
export const rupees = (label: string) =>
  z
    .string({ error: messages.price(label) })
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, messages.price(label))
    .transform((text) => {
      const [whole = "0", fraction = ""] = text.split(".");
      return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
    })
    .refine((paise) => paise > 0, messages.pricePositive(label))
    .refine((paise) => paise <= limits.maxPricePaise, messages.priceTooHigh(label));

/** A stock count: a whole number of units, never below 0. */
export const stockValue = z
  .number({ error: messages.stock })
  .int(messages.stock)
  .min(0, messages.stock)
  .max(limits.maxStock, messages.stock);

/** "" (or nothing) asks the server to make one from the name. */
export const slugInput = z
  .string({ error: messages.slug })
  .trim()
  .toLowerCase()
  .max(slugMaxLength, `Slug must be at most ${slugMaxLength} characters`)
  .refine((slug) => slug === "" || slugPattern.test(slug), messages.slug);

/**
 * A picture's storage key as `POST /api/admin/media/` answered it, or one the product already has.
 * Customers' private photos and the variants folders are never product pictures.
 */
export const mediaKey = z
  .string({ error: messages.imageKey })
  .max(200, messages.imageKey)
  .regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)+$/i, messages.imageKey)
  .refine((key) => !key.includes("..") && !/^(private|w\d+)\//i.test(key), messages.imageKey);

const customizableFieldInput = z
  .object({
    /** The field's id when it already exists: customers' saved answers stay with it. */
    id: idValue("Field").nullish(),
    name: required("Label", limits.fieldName),
    field_type: z.enum(["text", "image"], { error: "Type must be text or image" }),
    is_required: z.boolean(),
    min_photos: z.number().int().min(0).max(limits.photosPerField),
    max_photos: z.number().int().min(0).max(limits.photosPerField),
  })
  .superRefine((field, ctx) => {
    if (field.field_type !== "image") return;
    if (field.max_photos < 1) {
      ctx.addIssue({ code: "custom", path: ["max_photos"], message: "A photo field takes at least 1 photo" });
    }
    if (field.min_photos > field.max_photos) {
      ctx.addIssue({ code: "custom", path: ["min_photos"], message: messages.photoBounds });
    }
    if (field.is_required && field.min_photos < 1) {
      ctx.addIssue({ code: "custom", path: ["min_photos"], message: messages.requiredPhotoField });
    }
  });

const productFields = z.object({
  name: required("Name", limits.name),
  slug: slugInput.default(""),
  description: multiLineText("Description", limits.description),
  price: rupees("Price"),
  /** "", null or nothing: no discount. */
  discounted_price: z
    .string({ error: messages.price("Discounted price") })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(rupees("Discounted price").nullable()),
  stock: stockValue,
  /**
   * Editing only: the stock the form was opened with. Stock is written only when `stock` differs
   * from it, and then only if the product still has that stock (else 409): checkout may have sold
   * units meanwhile, and a number typed before that must not undo the sale.
   */
  expected_stock: stockValue.nullable().default(null),
  category_id: idValue("Category"),
  is_published: z.boolean({ error: "Choose published or hidden" }),
  /** Goes only by the shop's hand delivery (cakes, flowers, fresh mithai). */
  is_perishable: z.boolean({ error: "Choose perishable or not" }).default(false),
  /** A perishable's latest delivery, in India days after the order; null: as far as the calendar goes. */
  max_days_ahead: z
    .number({ error: messages.maxDaysAhead })
    .int(messages.maxDaysAhead)
    .min(0, messages.maxDaysAhead)
    .max(limits.maxDaysAhead, messages.maxDaysAhead)
    .nullable()
    .default(null),
  /** "", null or nothing: not set yet. */
  hsn_code: z
    .string({ error: taxMessages.hsnCode })
    .trim()
    .nullish()
    .transform((value) => value || null)
    .pipe(z.string().regex(hsnCodePattern, taxMessages.hsnCode).nullable()),
  gst_rate: z
    .number({ error: taxMessages.gstRate })
    .refine((rate) => (gstRates as readonly number[]).includes(rate), taxMessages.gstRate)
    .nullable()
    .default(null),
  /** In order, the first is the main picture; `url` is for the form's preview and is not read. */
  images: z
    .array(z.object({ key: mediaKey, url: z.string().optional() }))
    .max(limits.images, `At most ${limits.images} pictures`),
  features: z
    .array(z.object({ text: required("Feature", limits.feature) }))
    .max(limits.features, `At most ${limits.features} features`),
  faqs: z
    .array(
      z.object({
        question: required("Question", limits.question),
        answer: multiLineText("Answer", limits.answer).min(1, "Answer is required"),
      }),
    )
    .max(limits.faqs, `At most ${limits.faqs} questions`),
  customizable_fields: z
    .array(customizableFieldInput)
    .max(limits.customizableFields, `At most ${limits.customizableFields} fields`),
  /** `name` is for the form's list and is not read. */
  similar_products: z
    .array(z.object({ id: idValue("Product"), name: z.string().optional() }))
    .max(limits.similarProducts, `At most ${limits.similarProducts} similar products`),
  /** Occasions and recipients (both kinds in one list); errors are on the field itself. */
  occasion_ids: z
    .array(idValue("Occasion"), { error: messages.occasionsTooMany })
    .max(limits.occasions, messages.occasionsTooMany)
    .refine((ids) => new Set(ids).size === ids.length, messages.occasionTwice)
    .default([]),
});

/** POST /api/admin/products/ and PUT /api/admin/products/{id}/: the product form. */
export const productInput = productFields.superRefine((product, ctx) => {
  if (product.discounted_price !== null && product.discounted_price >= product.price) {
    ctx.addIssue({ code: "custom", path: ["discounted_price"], message: messages.discountBelowPrice });
  }
  if (product.max_days_ahead !== null && !product.is_perishable) {
    ctx.addIssue({ code: "custom", path: ["max_days_ahead"], message: messages.daysNeedPerishable });
  }
  if (product.is_published && product.images.length === 0) {
    ctx.addIssue({ code: "custom", path: ["images"], message: messages.publishedNeedsImage });
  }
  const seen = new Set<string>();
  product.images.forEach((image, index) => {
    if (seen.has(image.key)) {
      ctx.addIssue({ code: "custom", path: ["images", index, "key"], message: messages.duplicateImage });
    }
    seen.add(image.key);
  });
  const photos = product.customizable_fields
    .filter((field) => field.field_type === "image")
    .reduce((sum, field) => sum + field.max_photos, 0);
  if (photos > limits.photosPerProduct) {
    ctx.addIssue({ code: "custom", path: ["customizable_fields"], message: messages.tooManyPhotos });
  }
  const similar = new Set<number>();
  product.similar_products.forEach((item, index) => {
    if (similar.has(item.id)) {
      ctx.addIssue({
        code: "custom",
        path: ["similar_products", index, "id"],
        message: messages.similarTwice,
      });
    }
    similar.add(item.id);
  });
});
/** What the form holds. */
export type ProductFormValues = z.input<typeof productInput>;
/** What the server works with: amounts in paise. */
export type ProductInput = z.output<typeof productInput>;

/** PUT /api/admin/products/{id}/stock/: a quick stock edit from the list. */
export const stockUpdate = z.object({ stock: stockValue, expected_stock: stockValue });
export type StockUpdate = z.infer<typeof stockUpdate>;
export const stockUpdated = z.object({ id: z.number(), stock: z.number() });

const amount = z.string();

export const adminProductSorts = ["-created_at", "name", "price", "-price", "stock", "-stock"] as const;
export type AdminProductSort = (typeof adminProductSorts)[number];

/** GET /api/admin/products/?search=&category=&status=&low_stock=&sort= */
export const adminProductQuery = adminPageQuery.extend({
  search: oneLineText("Search", 100).optional(),
  category: idParam("Category").optional(),
  status: z.enum(["published", "hidden"], { error: "Status must be published or hidden" }).optional(),
  /** "true": only products with stock at or below `lowStockThreshold`. */
  low_stock: z.enum(["true", "false"], { error: "low_stock must be true or false" }).optional(),
  sort: z
    .enum(adminProductSorts, { error: `Sort must be one of ${adminProductSorts.join(", ")}` })
    .default("-created_at"),
});
export type AdminProductQuery = z.output<typeof adminProductQuery>;

export const adminProductRow = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  main_image: z.string(),
  price: amount,
  discounted_price: amount.nullable(),
  stock: z.number(),
  is_published: z.boolean(),
  category: z.object({ id: z.number(), name: z.string() }),
  updated_at: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRow>;
export const adminProductPage = adminPage(adminProductRow);
export type AdminProductPage = z.infer<typeof adminProductPage>;

/** One product as the form edits it. */
export const adminProduct = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  price: amount,
  discounted_price: amount.nullable(),
  stock: z.number(),
  category_id: z.number(),
  is_published: z.boolean(),
  is_perishable: z.boolean(),
  max_days_ahead: z.number().nullable(),
  hsn_code: z.string().nullable(),
  gst_rate: z.number().nullable(),
  images: z.array(z.object({ key: z.string(), url: z.string() })),
  features: z.array(z.string()),
  faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
  customizable_fields: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      field_type: z.enum(["text", "image"]),
      is_required: z.boolean(),
      min_photos: z.number(),
      max_photos: z.number(),
    }),
  ),
  similar_products: z.array(z.object({ id: z.number(), name: z.string(), main_image: z.string() })),
  occasion_ids: z.array(z.number()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProduct>;

export const productDeleted = z.object({ message: z.string() });
