/**
 * GST registration numbers (GSTINs) and the state codes they begin with, pure and shared by server and web
 * (issue 23). The seller's settings are refused while `gstinProblem(gstin, state)` has something to say;
 * an invoice's place of supply is `stateCodeOf` the delivery address's state, and CGST + SGST apply when
 * it equals the first two characters of the seller's GSTIN, IGST otherwise.
 */

/**
 * The GST state codes in use, by code. Names are spelt as the address form's State select offers them, so
 * a stored address finds its code by its exact name. Codes no longer issued are left out: 25 (Daman and
 * Diu, merged into 26 in January 2020) and 28 (Andhra Pradesh before Telangana split off; GST began with 37).
 */
export const indianStates: readonly { readonly code: string; readonly name: string }[] = [
  { code: "01", name: "Jammu and Kashmir" },
  { code: "02", name: "Himachal Pradesh" },
  { code: "03", name: "Punjab" },
  { code: "04", name: "Chandigarh" },
  { code: "05", name: "Uttarakhand" },
  { code: "06", name: "Haryana" },
  { code: "07", name: "Delhi" },
  { code: "08", name: "Rajasthan" },
  { code: "09", name: "Uttar Pradesh" },
  { code: "10", name: "Bihar" },
  { code: "11", name: "Sikkim" },
  { code: "12", name: "Arunachal Pradesh" },
  { code: "13", name: "Nagaland" },
  { code: "14", name: "Manipur" },
  { code: "15", name: "Mizoram" },
  { code: "16", name: "Tripura" },
  { code: "17", name: "Meghalaya" },
  { code: "18", name: "Assam" },
  { code: "19", name: "West Bengal" },
  { code: "20", name: "Jharkhand" },
  { code: "21", name: "Odisha" },
  { code: "22", name: "Chhattisgarh" },
  { code: "23", name: "Madhya Pradesh" },
  { code: "24", name: "Gujarat" },
  { code: "26", name: "Dadra and Nagar Haveli and Daman and Diu" },
  { code: "27", name: "Maharashtra" },
  { code: "29", name: "Karnataka" },
  { code: "30", name: "Goa" },
  { code: "31", name: "Lakshadweep" },
  { code: "32", name: "Kerala" },
  { code: "33", name: "Tamil Nadu" },
  { code: "34", name: "Puducherry" },
  { code: "35", name: "Andaman and Nicobar Islands" },
  { code: "36", name: "Telangana" },
  { code: "37", name: "Andhra Pradesh" },
  { code: "38", name: "Ladakh" },
  { code: "97", name: "Other Territory" },
];

/**
 * Older or everyday names an address may still hold, as `comparable` writes them: addresses saved before
 * the form offered a fixed list were free text, and the two halves of state 26 were separate until 2020.
 */
const otherNames: Readonly<Record<string, string>> = {
  orissa: "21",
  pondicherry: "34",
  "new delhi": "07",
  "nct of delhi": "07",
  "national capital territory of delhi": "07",
  uttaranchal: "05",
  chattisgarh: "22",
  "dadra and nagar haveli": "26",
  "daman and diu": "26",
  "andaman and nicobar": "35",
  "lakshadweep islands": "31",
};

/** "Jammu & Kashmir", " jammu  and kashmir." and "Jammu and Kashmir" compare equal. */
function comparable(name: string): string {
  return name.toLowerCase().replace(/&/g, " and ").replace(/[.,]/g, " ").replace(/\s+/g, " ").trim();
}

const codeByName = new Map<string, string>([
  ...indianStates.map(({ code, name }) => [comparable(name), code] as const),
  ...Object.entries(otherNames),
]);

/** The GST state code of a state or union territory's name, e.g. "Karnataka" → "29"; null for a name it does not know. */
export function stateCodeOf(name: string): string | null {
  return codeByName.get(comparable(name)) ?? null;
}

function stateNameOf(code: string): string | null {
  return indianStates.find((state) => state.code === code)?.name ?? null;
}

/** State code, PAN (five letters, four digits, a letter), entity number, the fixed Z, the check character. */
const gstinPattern = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const base36 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/**
 * GSTN's check character, Luhn mod 36 over the first 14 characters: weights 1, 2, 1, 2… from the left,
 * each product counting as its two base-36 digits added together.
 */
function checkCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < first14.length; i++) {
    const product = base36.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return base36.charAt((36 - (sum % 36)) % 36);
}

/**
 * Why a GSTIN cannot be the seller's, in words for staff, or null when it can. Case and surrounding spaces
 * do not matter (store it trimmed and in capitals). Given `stateName`, the GSTIN must be registered in that
 * state, since the seller's state decides between CGST + SGST and IGST on every invoice.
 */
export function gstinProblem(gstin: string, stateName?: string): string | null {
  const text = gstin.trim().toUpperCase();
  if (text.length !== 15) return "GSTIN must be 15 characters";
  if (!gstinPattern.test(text)) return "GSTIN must look like 27ABCDE1234F1Z5";
  const code = text.slice(0, 2);
  if (stateNameOf(code) === null) return `GSTIN's state code ${code} is not a state's`;
  if (stateName !== undefined) {
    const stateCode = stateCodeOf(stateName);
    if (stateCode === null) return `${stateName.trim()} is not a state or union territory of India`;
    if (stateCode !== code)
      return `GSTIN's state code ${code} is not ${stateNameOf(stateCode)}'s (${stateCode})`;
  }
  if (checkCharacter(text.slice(0, 14)) !== text.charAt(14)) return "GSTIN's check character is wrong";
  return null;
}
