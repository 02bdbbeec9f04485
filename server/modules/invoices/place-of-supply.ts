import { indianStates, stateCodeOf } from "@contract/gstin";

/**
 * India Post's pincode ranges (the first three digits) by GST state code, for an address whose State
 * field names no state we know (addresses saved before the form offered a fixed list were free text).
 * Later rows override earlier ones, so a circle's enclaves (Goa in Maharashtra's 40x, Uttarakhand in
 * Uttar Pradesh's 24x–26x, Jharkhand in Bihar's 81x–83x…) follow their circle's row.
 */
const pincodeRanges: readonly [from: number, to: number, code: string][] = [
  [110, 110, "07"],
  [120, 136, "06"],
  [140, 159, "03"],
  [160, 160, "04"],
  [161, 169, "03"],
  [171, 177, "02"],
  [180, 193, "01"],
  [194, 194, "38"],
  [201, 285, "09"],
  [244, 244, "05"],
  [246, 249, "05"],
  [262, 263, "05"],
  [301, 345, "08"],
  [360, 396, "24"],
  [396, 396, "26"],
  [400, 445, "27"],
  [403, 403, "30"],
  [450, 488, "23"],
  [490, 497, "22"],
  [500, 509, "36"],
  [515, 535, "37"],
  [560, 591, "29"],
  [600, 643, "33"],
  [605, 605, "34"],
  [670, 695, "32"],
  [682, 682, "31"],
  [700, 743, "19"],
  [737, 737, "11"],
  [744, 744, "35"],
  [751, 770, "21"],
  [781, 788, "18"],
  [790, 792, "12"],
  [793, 794, "17"],
  [795, 795, "14"],
  [796, 796, "15"],
  [797, 798, "13"],
  [799, 799, "16"],
  [800, 855, "10"],
  [814, 816, "20"],
  [822, 829, "20"],
  [831, 835, "20"],
];

function stateCodeOfPincode(pincode: string): string | null {
  const first3 = Number(pincode.slice(0, 3));
  let found: string | null = null;
  for (const [from, to, code] of pincodeRanges) if (first3 >= from && first3 <= to) found = code;
  return found;
}

/**
 * The place of supply of goods delivered to an address: its state (section 10(1)(a) IGST Act), by the
 * State it names, else by its pincode; null when neither tells (the order waits for staff).
 */
export function placeOfSupplyOf(address: {
  state: string;
  pincode: string;
}): { code: string; name: string } | null {
  const code = stateCodeOf(address.state) ?? stateCodeOfPincode(address.pincode);
  const state = indianStates.find((known) => known.code === code);
  return state ? { code: state.code, name: state.name } : null;
}
