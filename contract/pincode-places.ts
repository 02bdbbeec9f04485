/**
 * Where a pincode is, as far as its digits tell (decision 26 "Place data"): its state always, its city
 * when its three-digit sorting district is one city. Pure and zod-free, shared by the invoices' place of
 * supply, the delivery reach answer, the header's pincode chip and the address form's autofill.
 * Checked against India Post's directory of post offices (data.gov.in, as packaged by devzoy/indian-pincode).
 */
import { indianStates } from "./gstin";
import { pincodePattern } from "./pincode";

type CodeRange = readonly [from: number, to: number, code: string];

/**
 * India Post's pincode ranges (the first three digits) by GST state code. Later rows override earlier
 * ones, so a circle's enclaves (Goa in Maharashtra's 40x, Uttarakhand in Uttar Pradesh's 24x–26x,
 * Jharkhand in Bihar's 81x–83x…) follow their circle's row.
 */
const prefixRanges: readonly CodeRange[] = [
  [110, 110, "07"],
  [120, 136, "06"],
  [140, 159, "03"],
  [160, 160, "04"],
  [161, 169, "03"],
  [171, 177, "02"],
  [180, 193, "01"],
  [194, 194, "38"],
  [201, 285, "09"],
  [246, 246, "05"],
  [248, 249, "05"],
  [262, 263, "05"],
  [301, 345, "08"],
  [360, 396, "24"],
  [400, 445, "27"],
  [403, 403, "30"],
  [450, 488, "23"],
  [490, 497, "22"],
  [500, 509, "36"],
  [515, 535, "37"],
  [560, 591, "29"],
  [600, 643, "33"],
  [670, 695, "32"],
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
  [822, 822, "20"],
  [825, 829, "20"],
  [831, 835, "20"],
];

/**
 * Pincodes of one state inside a prefix the directory gives mostly to another: its post offices, not
 * its first digits, place them. Moradabad's 244 and Saharanpur's 247 are Uttar Pradesh's but for
 * Uttarakhand's Kashipur, Ramnagar and Roorkee; Valsad's 396 holds Daman and Silvassa; Villupuram's
 * 605 holds Puducherry; Ernakulam's 682 holds Lakshadweep's islands.
 */
const enclaves: readonly CodeRange[] = [
  [244712, 244720, "05"],
  [247656, 247661, "05"],
  [247663, 247668, "05"],
  [247670, 247671, "05"],
  [396210, 396230, "26"],
  [396240, 396240, "26"],
  [605001, 605014, "34"],
  [605107, 605107, "34"],
  [605110, 605110, "34"],
  [605502, 605502, "34"],
  [682551, 682559, "31"],
];

/**
 * Three-digit sorting districts whose post offices (nine in ten or more) lie in one city's district, by
 * the state code that prefix has above; a metropolis keeps its suburbs (Thane in 400, Tambaram in 600).
 * Prefixes shared by several towns name the state only: 201 Noida and Ghaziabad, 412 rural Pune, 403 Goa,
 * 641 Coimbatore and Tiruppur, 781 Guwahati with Barpeta and Nalbari, 221 Varanasi with Ballia and
 * Bhadohi, 625 Madurai and Theni, 422 Nashik and Sangamner, 492 Raipur and Baloda Bazar.
 */
const cities: Readonly<Record<string, readonly [city: string, code: string]>> = {
  "110": ["New Delhi", "07"],
  "141": ["Ludhiana", "03"],
  "160": ["Chandigarh", "04"],
  "171": ["Shimla", "02"],
  "180": ["Jammu", "01"],
  "202": ["Aligarh", "09"],
  "208": ["Kanpur", "09"],
  "211": ["Prayagraj", "09"],
  "226": ["Lucknow", "09"],
  "248": ["Dehradun", "05"],
  "282": ["Agra", "09"],
  "302": ["Jaipur", "08"],
  "324": ["Kota", "08"],
  "334": ["Bikaner", "08"],
  "342": ["Jodhpur", "08"],
  "380": ["Ahmedabad", "24"],
  "390": ["Vadodara", "24"],
  "395": ["Surat", "24"],
  "400": ["Mumbai", "27"],
  "411": ["Pune", "27"],
  "440": ["Nagpur", "27"],
  "452": ["Indore", "23"],
  "456": ["Ujjain", "23"],
  "462": ["Bhopal", "23"],
  "463": ["Bhopal", "23"],
  "474": ["Gwalior", "23"],
  "482": ["Jabalpur", "23"],
  "500": ["Hyderabad", "36"],
  "520": ["Vijayawada", "37"],
  "530": ["Visakhapatnam", "37"],
  "560": ["Bengaluru", "29"],
  "570": ["Mysuru", "29"],
  "575": ["Mangaluru", "29"],
  "590": ["Belagavi", "29"],
  "600": ["Chennai", "33"],
  "620": ["Tiruchirappalli", "33"],
  "628": ["Thoothukudi", "33"],
  "629": ["Nagercoil", "33"],
  "680": ["Thrissur", "32"],
  "682": ["Kochi", "32"],
  "688": ["Alappuzha", "32"],
  "695": ["Thiruvananthapuram", "32"],
  "700": ["Kolkata", "19"],
  "711": ["Howrah", "19"],
  "751": ["Bhubaneswar", "21"],
  "753": ["Cuttack", "21"],
  "760": ["Berhampur", "21"],
  "769": ["Rourkela", "21"],
  "800": ["Patna", "10"],
  "812": ["Bhagalpur", "10"],
  "823": ["Gaya", "10"],
  "826": ["Dhanbad", "20"],
  "827": ["Bokaro", "20"],
  "831": ["Jamshedpur", "20"],
  "834": ["Ranchi", "20"],
  "842": ["Muzaffarpur", "10"],
  "846": ["Darbhanga", "10"],
};

function codeIn(ranges: readonly CodeRange[], value: number): string | null {
  let found: string | null = null;
  for (const [from, to, code] of ranges) if (value >= from && value <= to) found = code;
  return found;
}

/** The GST state code of a three-digit prefix's row ("411" → "27"), enclaves aside; null when none. */
export function stateCodeOfPrefix(prefix: string): string | null {
  return codeIn(prefixRanges, Number(prefix));
}

/** The GST state code a pincode's post offices are in, or null when no row covers it. */
export function stateCodeOfPincode(pincode: string): string | null {
  return codeIn(enclaves, Number(pincode)) ?? stateCodeOfPrefix(pincode.slice(0, 3));
}

/** Every prefix with a city, as [prefix, city, state code]: the contract test holds each to its state. */
export function pincodeCities(): [prefix: string, city: string, code: string][] {
  return Object.entries(cities).map(([prefix, [city, code]]) => [prefix, city, code]);
}

export type PincodePlace = { city: string | null; state: string };

/**
 * "411004" → Pune, Maharashtra; "403001" → Goa with no city. The state is named as the address form's
 * State select offers it. Null for a malformed pincode or one no row covers.
 */
export function placeOfPincode(pincode: string): PincodePlace | null {
  if (!pincodePattern.test(pincode)) return null;
  const code = stateCodeOfPincode(pincode);
  const state = indianStates.find((known) => known.code === code);
  if (!state) return null;
  const city = cities[pincode.slice(0, 3)];
  return { city: city && city[1] === code ? city[0] : null, state: state.name };
}
