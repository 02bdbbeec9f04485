/** Product §9: the last pincode used for a delivery check is remembered in the browser. */
export const lastPincodeKey = "lastPincode";

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
}
