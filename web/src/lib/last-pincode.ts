import { useSyncExternalStore } from "react";

/** Product §9: the last pincode used for a delivery check is remembered in the browser. */
export const lastPincodeKey = "lastPincode";

/** `storage` fires only in the other tabs, so this tab's own saves announce themselves with this one. */
const savedHere = "mithaas:last-pincode";

export function readLastPincode(): string {
  try {
    return localStorage.getItem(lastPincodeKey) ?? "";
  } catch {
    return "";
  }
}

export function saveLastPincode(pincode: string): void {
  try {
    localStorage.setItem(lastPincodeKey, pincode);
  } catch {
    // Private mode or a full store: remembering is a nicety, not a requirement.
  }
  window.dispatchEvent(new Event(savedHere));
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === lastPincodeKey || event.key === null) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(savedHere, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(savedHere, onChange);
  };
}

/**
 * The remembered pincode, kept in step with saves in this tab and in others. The server and the
 * hydrating browser see "" (the server cannot know it), so what depends on it renders its no-pincode
 * state first and swaps in the pincode right after hydration, without a mismatch.
 */
export function useLastPincode(): string {
  return useSyncExternalStore(subscribe, readLastPincode, () => "");
}
