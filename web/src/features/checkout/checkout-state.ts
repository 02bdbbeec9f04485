import type { ShippingCode } from "@contract/shipping";

export type CheckoutStep = 1 | 2 | 3;

/** Product §2: what checkout keeps while the shopper edits an address on /profile. */
export type SavedCheckout = {
  step: CheckoutStep;
  addressId: number | null;
  shipping: ShippingCode | null;
  couponCode: string;
  couponApplied: boolean;
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
  const addressId = saved.addressId;
  const shipping = saved.shipping;
  if (!isStep(saved.step)) return null;
  return {
    step: saved.step,
    addressId: typeof addressId === "number" && Number.isInteger(addressId) ? addressId : null,
    shipping: shipping === "S" || shipping === "E" ? shipping : null,
    couponCode: typeof saved.couponCode === "string" ? saved.couponCode.slice(0, 50) : "",
    couponApplied: saved.couponApplied === true,
  };
}
