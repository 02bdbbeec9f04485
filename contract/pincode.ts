/** An Indian pincode: 6 digits, the first not 0. Zod-free so the web bundle can use it. */
export const pincodePattern = /^[1-9]\d{5}$/;
export const pincodeMessage = "Enter a valid 6-digit pincode";

export function isValidPincode(value: string): boolean {
  return pincodePattern.test(value.replace(/\s+/g, ""));
}
