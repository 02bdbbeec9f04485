import { z } from "zod";
import { cartMessages, customizationMessages, maxQuantityPerRequest, unavailableReasons } from "./cart-rules";
import { decimalAmount } from "./catalog";

const maxId = 2_147_483_647;
const idOf = (message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(maxId, message);

const quantity = z
  .number({ error: cartMessages.quantity })
  .int(cartMessages.quantity)
  .min(1, cartMessages.quantity)
  .max(maxQuantityPerRequest, cartMessages.quantity);

/** POST /user/cart/add_item/ — adds to the product's one line; the line's new quantity must not pass the stock. */
export const addItemInput = z.object({
  product_id: idOf(cartMessages.productId),
  quantity: quantity.optional().default(1),
});
export type AddItemInput = z.input<typeof addItemInput>;

/** POST /user/cart/update_quantity/ — sets the line's quantity (1 to the stock on hand). */
export const updateQuantityInput = z.object({ item_id: idOf(cartMessages.itemId), quantity });
export type UpdateQuantityInput = z.input<typeof updateQuantityInput>;

/** POST /user/cart/remove_item/ */
export const removeItemInput = z.object({ item_id: idOf(cartMessages.itemId) });
export type RemoveItemInput = z.input<typeof removeItemInput>;

/** The product as a cart line shows it: the spec's four fields plus prices and stock now. */
export const cartProduct = z.object({
  id: z.number().int(),
  name: z.string(),
  main_image: z.string(),
  is_customizable: z.boolean(),
  price: decimalAmount,
  discounted_price: decimalAmount.nullable(),
  stock: z.number().int(),
});

/**
 * Product §3 cart item. `price` is what the shopper pays per unit now (the discounted price when there is
 * one), `subtotal` is price × quantity. `is_available` is false when the line cannot be bought as it
 * stands (`unavailable_reason` says why; show it with `unavailableMessage` from cart-rules.ts).
 * `customization_summary` is a short text such as "Message: Happy birthday · Photos: 2 photos", or null.
 */
export const cartItem = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  price: decimalAmount,
  subtotal: decimalAmount,
  is_customized: z.boolean(),
  product: cartProduct,
  is_available: z.boolean(),
  unavailable_reason: z.enum(unavailableReasons).nullable(),
  customization_summary: z.string().nullable(),
});
export type CartItem = z.infer<typeof cartItem>;

/**
 * GET /user/cart/ and the answer of update_quantity: `total` is the sum of the subtotals (before
 * offers) of the lines that can be bought; lines no longer sold or out of stock are left out.
 */
export const cart = z.object({
  total: decimalAmount,
  /** Total quantity, the same number as GET /user/cart/count/. */
  count: z.number().int(),
  items: z.array(cartItem),
});
export type Cart = z.infer<typeof cart>;

/** Answer of add_item, remove_item and add_customized: a message and the whole cart after the change. */
export const cartChange = z.object({
  message: z.string(),
  /** The line that was added, changed or removed. */
  item_id: z.number().int(),
  cart,
});
export type CartChange = z.infer<typeof cartChange>;

/** POST /user/cart/buy_again/: a past order's items back in the cart (decision 27). */
export const buyAgainRequest = z.object({ order_id: idOf("order_id must be an id") });
export type BuyAgainInput = z.input<typeof buyAgainRequest>;

/**
 * What Buy again did: the lines added (at today's price, capped at what is in stock) and, per line, what
 * differs from the order: a new price ("₹450 → ₹499"), no longer sold, out of stock, fewer left ("only 2
 * added"), or personalisation to fill in again. The cart page shows the changes ("From order #N: …").
 */
export const buyAgainResult = z.object({
  order_number: z.string(),
  cart,
  added: z.array(z.object({ product_id: z.number().int(), name: z.string(), quantity: z.number().int() })),
  changes: z.array(
    z.object({
      product_name: z.string(),
      change: z.enum(["price_changed", "not_sold", "out_of_stock", "fewer_left", "personalise"]),
      detail: z.string(),
    }),
  ),
});
export type BuyAgainResult = z.infer<typeof buyAgainResult>;

/** GET /user/cart/count/ and GET /user/wishlist/count/: a plain number. */
export const countResponse = z.number().int();

/**
 * The `customizations` multipart field of POST /user/cart/add_customized/ (JSON text). It lists, per image
 * field, which already-saved photos to keep (their `id` from GET …/customization/{productId}/), in order;
 * new files sent as `images_{fieldId}` follow them. A field not listed keeps none of its saved photos.
 */
export const customizationsManifest = z
  .array(
    z.object({
      field_id: idOf(customizationMessages.unknownField),
      keep_images: z
        .array(z.string().regex(/^[a-f0-9-]{36}$/, customizationMessages.unknownKeptPhoto))
        .max(50),
    }),
  )
  .max(50);
export type CustomizationsManifest = z.infer<typeof customizationsManifest>;

/**
 * A saved photo. `url` is a signed link that works without the bearer token (so it can be an `<img src>`)
 * for `signedPhotoUrlSeconds`; it is handed only to the photo's owner.
 */
export const customizationImage = z.object({ id: z.string(), url: z.string() });

export const customizationAnswer = z.object({
  field_id: z.number().int(),
  field_type: z.enum(["text", "image"]),
  text: z.string().nullable(),
  images: z.array(customizationImage),
});
export type CustomizationAnswer = z.infer<typeof customizationAnswer>;

/**
 * GET /user/cart/customization/{productId}/ — the customer's saved answers for the product's cart line,
 * for the customise screen to show when editing. `cart_item_id` is null (and `answers` empty) when the
 * product is not in the cart.
 */
export const savedCustomization = z.object({
  product_id: z.number().int(),
  cart_item_id: z.number().int().nullable(),
  is_customized: z.boolean(),
  answers: z.array(customizationAnswer),
});
export type SavedCustomization = z.infer<typeof savedCustomization>;
