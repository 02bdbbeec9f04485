import { giftFromMaxLength, giftMessageMaxLength } from "@contract/gift-card";
import { isIndiaDate } from "@contract/india-time";
import type { ShippingCode } from "@contract/shipping";
import type { HandPick } from "./shipping-choice";

export type CheckoutStep = 1 | 2 | 3;

/**
 * Product §2: what checkout keeps while the shopper edits an address on /profile; ours beside the
 * spec's: the hand-delivery date and slot, and the gift card being written (decision 24).
 */
export type SavedCheckout = {
  step: CheckoutStep;
  addressId: number | null;
  shipping: ShippingCode | null;
  couponCode: string;
  couponApplied: boolean;
  deliveryDate: string | null;
  slotId: number | null;
  giftMessage: string;
  giftFrom: string;
};

export const checkoutStateKey = "checkoutState";

/** Saved just before leaving for /profile; read back (and removed) when checkout opens again. */
export function saveCheckoutState(state: SavedCheckout): void {
  try {
    localStorage.setItem(checkoutStateKey, JSON.stringify(state));
  } catch {
    // Private mode or a full store: the shopper just starts checkout again.
  }
}

function isStep(value: unknown): value is CheckoutStep {
  return value === 1 || value === 2 || value === 3;
}

function wholeNumber(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

function clipped(value: unknown, max: number): string {
  return typeof value === "string" ? value.slice(0, max) : "";
}

/** Removed once checkout has read it back: a later visit starts afresh. */
export function clearCheckoutState(): void {
  try {
    localStorage.removeItem(checkoutStateKey);
  } catch {
    // Nothing was stored then either.
  }
}

/** The saved state, if any. Anything malformed counts as nothing saved. */
export function readCheckoutState(): SavedCheckout | null {
  let text: string | null = null;
  try {
    text = localStorage.getItem(checkoutStateKey);
  } catch {
    return null;
  }
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const saved = value as Record<string, unknown>;
  const shipping = saved.shipping;
  if (!isStep(saved.step)) return null;
  return {
    step: saved.step,
    addressId: wholeNumber(saved.addressId),
    shipping: shipping === "S" || shipping === "E" || shipping === "L" ? shipping : null,
    couponCode: clipped(saved.couponCode, 50),
    couponApplied: saved.couponApplied === true,
    deliveryDate:
      typeof saved.deliveryDate === "string" && isIndiaDate(saved.deliveryDate) ? saved.deliveryDate : null,
    slotId: wholeNumber(saved.slotId),
    giftMessage: clipped(saved.giftMessage, giftMessageMaxLength),
    giftFrom: clipped(saved.giftFrom, giftFromMaxLength),
  };
}

/**
 * The shipping method, date and slot a restored checkout brings back: none when the shopper came back
 * with another address than the one saved (another zone, other methods and slots).
 */
export function restoredShipping(
  saved: SavedCheckout | null,
  returnedAddressId: number | null,
): { shipping: ShippingCode | null; pick: HandPick | null } {
  if (!saved || (returnedAddressId !== null && returnedAddressId !== saved.addressId)) {
    return { shipping: null, pick: null };
  }
  const pick =
    saved.deliveryDate && saved.slotId !== null ? { date: saved.deliveryDate, slotId: saved.slotId } : null;
  return { shipping: saved.shipping, pick };
}
