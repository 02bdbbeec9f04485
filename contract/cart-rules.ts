/**
 * Cart, personalisation and wishlist rules both sides use: limits, multipart field names and the words
 * shown to shoppers. Zod-free so the web bundle can import it; contract/cart.ts builds its schemas from
 * these numbers and messages, and the server answers with the same words.
 */
/** The most of one product a single request may ask for; real limits come from stock. */
export const maxQuantityPerRequest = 999;
/** Longest answer to a text field of a personalised product. */
export const maxCustomizationTextLength = 500;
/** Upload limits of POST /user/cart/add_customized/, enforced while the request is read (413 past them). */
export const maxUploadFileBytes = 10 * 1024 * 1024;
export const maxUploadFiles = 20;
export const maxUploadFields = 50;
/** Largest picture (width × height) the server decodes; bigger ones are refused, not shrunk. */
export const maxUploadPixels = 40_000_000;
/** Types the server accepts, decided by the file's bytes; for `<input accept>`. */
export const acceptedImageTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
/** How long a signed photo URL (`CustomizationImage.url`) works; refetch the customisation after it. */
export const signedPhotoUrlSeconds = 15 * 60;

/** Multipart field names of POST /user/cart/add_customized/. */
export const customizationFormFields = {
  productId: "product_id",
  /** JSON text of `CustomizationsManifest` (contract/cart.ts); may be omitted when no photo is kept. */
  customizations: "customizations",
  text: (fieldId: number) => `text_${fieldId}`,
  /** Repeated once per new photo, in display order after the kept ones. */
  images: (fieldId: number) => `images_${fieldId}`,
} as const;

/** Why a cart line cannot be bought right now. */
export const unavailableReasons = ["out_of_stock", "insufficient_stock", "not_available"] as const;
export type UnavailableReason = (typeof unavailableReasons)[number];

/** What these rules read of a cart line; contract/cart.ts's `CartItem` carries all of it. */
type LineFacts = {
  quantity: number;
  is_customized: boolean;
  is_available: boolean;
  unavailable_reason: UnavailableReason | null;
  product: { name: string; is_customizable: boolean };
};

export const cartMessages = {
  quantity: `Quantity must be a whole number from 1 to ${maxQuantityPerRequest}`,
  productId: "Choose a product",
  itemId: "Choose a cart item",
  productNotFound: "Product not found",
  itemNotFound: "Cart item not found",
  outOfStock: "Out of Stock",
  onlyLeft: (stock: number) => `Only ${stock} left in stock`,
  notAvailable: "This product is no longer available",
  added: (name: string) => `${name} added to cart!`,
  updated: "Cart updated",
  removed: "Item removed from cart",
  // Product §8 client-side words, kept here so every screen says the same thing.
  updateFailed: "Failed to update quantity",
  removeFailed: "Failed to remove item",
  loadFailed: "Failed to load cart",
  addFailed: "Failed to add to cart",
  loginToAdd: "Login to add items to cart",
  emptyTitle: "Your cart is empty",
  emptyText: "Add some chocolates to get started",
  taxesNote: "Prices include all taxes. Shipping is calculated at checkout.",
  customizeBeforeCheckout: (productNames: readonly string[]) =>
    `Please customize ${productNames.join(", ")} before checkout`,
  fixStockBeforeCheckout: (productNames: readonly string[]) =>
    `Please update ${productNames.join(", ")}: not enough stock`,
  removeBeforeCheckout: (productNames: readonly string[]) =>
    `Please remove ${productNames.join(", ")} from your cart: no longer available`,
} as const;

export const customizationMessages = {
  saved: "Product added to cart with customizations!",
  notCustomizable: "This product cannot be customized",
  loadFailed: "Failed to load product details",
  /** Product §5 words it 'Please select {min} to {max} images'; a field wanting an exact count says just that. */
  photoCount: (min: number, max: number) =>
    min === max
      ? `Please select ${min} ${min === 1 ? "image" : "images"}`
      : `Please select ${min} to ${max} images`,
  required: (fieldName: string) => `${fieldName} is required`,
  textTooLong: (fieldName: string) => `${fieldName} must be at most ${maxCustomizationTextLength} characters`,
  textInvalid: (fieldName: string) => `${fieldName} contains characters that are not allowed`,
  unknownField: "This product has no such customization field",
  badManifest: "Customization details are malformed",
  unknownKeptPhoto: "A kept photo is not one of your saved photos",
  imageType: "Photos must be JPEG, PNG, WebP or AVIF images",
  imageUnreadable: "This photo could not be read. Please choose another one.",
  imageTooLarge: `Each photo must be at most ${maxUploadFileBytes / 1024 / 1024} MB`,
  imageTooManyPixels: "This photo is too large. Please choose a smaller one.",
  tooManyFiles: `At most ${maxUploadFiles} photos can be sent at once`,
  tooManyFields: "Too many form fields",
  notMultipart: "Send the customization as a multipart form",
  photoQuota: (quota: number) =>
    `You can keep at most ${quota} photos in your cart and unpaid orders. Remove a personalised item from your cart, or try again in a few days.`,
} as const;

export const wishlistMessages = {
  added: "Product added to wishlist",
  removed: "Product removed from wishlist",
  productNotFound: "Product not found",
  loginToAdd: "Login to add items to wishlist",
  updateFailed: "Failed to update wishlist",
  loadFailed: "Failed to load wishlist",
  emptyTitle: "Your wishlist is empty",
  emptyText: "Save your favorite chocolates for later",
} as const;

/** Product §4: the toast wording depends on whether the server's message contains 'added'. */
export function wishlistToggleAdded(message: string): boolean {
  return message.includes("added");
}

/** Product §5: a customisable line must be personalised before checkout. */
export function needsCustomization(item: Pick<LineFacts, "is_customized" | "product">): boolean {
  return item.product.is_customizable && !item.is_customized;
}

/**
 * The reason Proceed to Checkout is blocked, or null when it is not: first lines still to personalise
 * (product §5 wording; a product no longer sold cannot be, so it is not asked for), then lines no longer
 * sold, then lines out of stock or above stock.
 */
export function checkoutBlock(cart: { items: readonly LineFacts[] }): string | null {
  const names = (items: readonly Pick<LineFacts, "product">[]) => items.map((item) => item.product.name);
  const gone = cart.items.filter((item) => item.unavailable_reason === "not_available");
  const toCustomize = cart.items.filter((item) => !gone.includes(item) && needsCustomization(item));
  if (toCustomize.length > 0) return cartMessages.customizeBeforeCheckout(names(toCustomize));
  if (gone.length > 0) return cartMessages.removeBeforeCheckout(names(gone));
  const short = cart.items.filter((item) => !item.is_available);
  if (short.length > 0) return cartMessages.fixStockBeforeCheckout(names(short));
  return null;
}

/**
 * A line that cannot be bought in any quantity (no longer sold, or none in stock) is not counted in
 * the cart's total: it neither swells it nor brings an offer's threshold closer.
 */
export function leftOutOfTotal(reason: UnavailableReason | null): boolean {
  return reason === "not_available" || reason === "out_of_stock";
}

/** The units the cart's total counts: what "Subtotal (n items)" and "n items ready" name. */
export function countedUnits(items: readonly Pick<LineFacts, "quantity" | "unavailable_reason">[]): number {
  return items.reduce((sum, item) => sum + (leftOutOfTotal(item.unavailable_reason) ? 0 : item.quantity), 0);
}

/** The words shown on a line that cannot be bought as it stands. */
export function unavailableMessage(reason: UnavailableReason, stock: number): string {
  if (reason === "out_of_stock") return cartMessages.outOfStock;
  if (reason === "insufficient_stock") return cartMessages.onlyLeft(stock);
  return cartMessages.notAvailable;
}
