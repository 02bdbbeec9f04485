import type { Cart, CartChange, SavedCustomization } from "@contract/cart";
import { cartMessages, customizationMessages } from "@contract/cart-rules";
import type { Db } from "@server/db/connect";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { invalid, notFound } from "@server/platform/errors";
import { newPhotoKey, photoIdOf, signedPhotoUrl } from "@server/platform/private-photos";
import { deleteStoredQuietly, type WarnLog } from "@server/platform/storage-cleanup";
import { uploadSpool } from "@server/platform/upload-spool";
import { cleanPhoto } from "@server/platform/uploads";
import type { FastifyRequest } from "fastify";
import { lockCustomerPhotos } from "./customer-photos.repository";
import { deleteUnusedPhotos } from "./customer-photos.service";
import {
  fieldsOfProduct,
  findOwnedLineOfProduct,
  lockedLineOfProduct,
  replaceAnswers,
  savedAnswers,
} from "./customization.repository";
import { type AnswerInput, checkAnswers } from "./customization-answers";
import { type CustomizationForm, readCustomizationForm } from "./customization-form";
import { requirePhotoRoom } from "./photo-quota";

/** What a save needs to know of the product. */
export type CustomizableProduct = { id: number; isActive: boolean; isCustomizable: boolean; stock: number };

/**
 * What customize needs of the cart its answers belong to. Customize may use no other module (the cart
 * uses it), so the cart hands these in: app.ts passes the cart's own when it registers the routes.
 */
export type CartAccess = {
  /** The product as this customer may buy it (its stock counts what their unpaid orders hold), or null. */
  findProduct(db: Db, userId: number, productId: number): Promise<CustomizableProduct | null>;
  /** The customer's cart id, the cart made on first use. */
  cartIdOf(db: Db, userId: number): Promise<number>;
  /** The cart as the customer sees it, for the answer to a save. */
  loadCart(deps: Pick<AppDeps, "db" | "storage">, userId: number): Promise<Cart>;
};

type Deps = Pick<AppDeps, "db" | "storage" | "authSecret" | "config">;

async function customizableProduct(deps: Deps, cart: CartAccess, userId: number, productId: number) {
  const product = await cart.findProduct(deps.db, userId, productId);
  if (!product?.isActive) throw notFound(cartMessages.productNotFound);
  if (!product.isCustomizable) throw invalid(customizationMessages.notCustomizable);
  return product;
}

/**
 * Everything that needs no decoding, against the rows as they are now: the product, its fields, the
 * answers (new photos stand in by placeholder keys), the stock of a new line and the photo quota. A
 * request refused here has cost no decode; the transaction checks again under its locks.
 */
async function checkBeforeDecoding(
  deps: Deps,
  cart: CartAccess,
  userId: number,
  form: CustomizationForm,
): Promise<CustomizableProduct> {
  const product = await customizableProduct(deps, cart, userId, form.productId);
  const line = await findOwnedLineOfProduct(deps.db, userId, product.id);
  if (!line && product.stock < 1) throw invalid(cartMessages.outOfStock);
  const placeholders = form.photos.map((photo, index) => ({ fieldId: photo.fieldId, key: `new:${index}` }));
  const checked = checkAnswers(
    await fieldsOfProduct(deps.db, product.id),
    { ...form, photos: placeholders },
    line ? await savedAnswers(deps.db, line.id) : [],
  );
  await requirePhotoRoom(deps, userId, line?.id ?? null, checked.answers);
  return product;
}

/** Decodes and re-encodes each photo in turn and stores it; `stored` names every key written. */
async function storePhotos(deps: Deps, userId: number, form: CustomizationForm, stored: string[]) {
  const photos: AnswerInput["photos"] = [];
  for (const received of form.photos) {
    const photo = await cleanPhoto(received.file.path);
    const { key } = newPhotoKey(userId, photo.extension);
    stored.push(key);
    await deps.storage.put(key, photo.body, photo.contentType);
    photos.push({ fieldId: received.fieldId, key });
  }
  return photos;
}

async function saveAnswers(
  deps: Deps,
  cart: CartAccess,
  userId: number,
  product: CustomizableProduct,
  input: AnswerInput,
) {
  const cartId = await cart.cartIdOf(deps.db, userId);
  return deps.db.transaction(async (tx) => {
    await lockCustomerPhotos(tx, userId);
    const existing = await findOwnedLineOfProduct(tx, userId, product.id);
    if (!existing && product.stock < 1) throw invalid(cartMessages.outOfStock);
    const line = await lockedLineOfProduct(tx, cartId, product.id);
    const checked = checkAnswers(
      await fieldsOfProduct(tx, product.id),
      input,
      await savedAnswers(tx, line.id),
    );
    await requirePhotoRoom({ ...deps, db: tx }, userId, line.id, checked.answers);
    await replaceAnswers(tx, line.id, checked.answers);
    return { itemId: line.id, removedKeys: checked.removedKeys };
  });
}

/**
 * POST /user/cart/add_customized/: puts the product in the cart (quantity 1 unless it is there already)
 * with these answers, replacing earlier ones. The form is read and checked before any photo is
 * decoded. Photos stored by a request that fails are deleted; photos the new answers no longer use are
 * deleted after the change commits.
 */
export async function saveCustomization(
  deps: Deps,
  cart: CartAccess,
  user: AuthUser,
  request: FastifyRequest,
  log: WarnLog,
): Promise<CartChange> {
  const spool = uploadSpool();
  const stored: string[] = [];
  try {
    const form = await readCustomizationForm(request, spool);
    const product = await checkBeforeDecoding(deps, cart, user.id, form);
    const photos = await storePhotos(deps, user.id, form, stored);
    const { itemId, removedKeys } = await saveAnswers(deps, cart, user.id, product, { ...form, photos });
    await deleteUnusedPhotos(deps, user.id, removedKeys, log);
    return {
      message: customizationMessages.saved,
      item_id: itemId,
      cart: await cart.loadCart(deps, user.id),
    };
  } catch (error) {
    await deleteStoredQuietly(deps.storage, stored, log);
    throw error;
  } finally {
    await spool.remove();
  }
}

/** The saved answers for the customise screen, photos as signed links only their owner is handed. */
export async function savedCustomization(
  deps: Deps,
  cart: CartAccess,
  user: AuthUser,
  productId: number,
): Promise<SavedCustomization> {
  const product = await customizableProduct(deps, cart, user.id, productId);
  const line = await findOwnedLineOfProduct(deps.db, user.id, product.id);
  if (!line) return { product_id: product.id, cart_item_id: null, is_customized: false, answers: [] };
  const [fields, answers] = await Promise.all([
    fieldsOfProduct(deps.db, product.id),
    savedAnswers(deps.db, line.id),
  ]);
  const byField = new Map(answers.map((answer) => [answer.fieldId, answer]));
  return {
    product_id: product.id,
    cart_item_id: line.id,
    is_customized: answers.length > 0,
    answers: fields.flatMap((field) => {
      const answer = byField.get(field.id);
      if (!answer) return [];
      return [
        {
          field_id: field.id,
          field_type: field.fieldType,
          text: answer.textValue,
          images: answer.imageKeys.map((key) => ({
            id: photoIdOf(key) ?? "",
            url: signedPhotoUrl(deps.authSecret, key),
          })),
        },
      ];
    }),
  };
}
