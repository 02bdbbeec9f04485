/**
 * An amount in words, the Indian way (lakh, crore), as a tax invoice and a credit note state their total
 * under the figures (issue 23). Pure and shared by server and web.
 */

const units = [
  "",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
] as const;
const tens = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"] as const;

/** Above 99 crore the crore count would need words of its own ("One Hundred Crore"); no order comes near. */
const largestPaise = 99_99_99_999_99;

/** 1–99. */
function belowHundred(n: number): string {
  if (n < 20) return units[n] ?? "";
  const ten = tens[Math.floor(n / 10)] ?? "";
  const unit = units[n % 10] ?? "";
  return unit === "" ? ten : `${ten}-${unit}`;
}

/** 1–99,99,99,999: crore, lakh and thousand each take two digits, then the last three. */
function indianWords(n: number): string {
  const groups: [number, string][] = [
    [Math.floor(n / 1_00_00_000), "Crore"],
    [Math.floor(n / 1_00_000) % 100, "Lakh"],
    [Math.floor(n / 1000) % 100, "Thousand"],
    [Math.floor(n / 100) % 10, "Hundred"],
  ];
  const words = groups
    .filter(([count]) => count > 0)
    .map(([count, name]) => `${belowHundred(count)} ${name}`);
  if (n % 100 > 0) words.push(belowHundred(n % 100));
  return words.join(" ");
}

/**
 * 12345678 paise → "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only";
 * the paise only when there are some. Throws RangeError for a negative or fractional number of paise or one
 * above ₹99,99,99,999.99.
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isInteger(paise) || paise < 0 || paise > largestPaise) {
    throw new RangeError(`Not an amount this writes in words: ${paise} paise`);
  }
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const rupeeWords = rupees === 0 ? "Zero" : indianWords(rupees);
  return `Rupees ${rupeeWords}${rest === 0 ? "" : ` and ${belowHundred(rest)} Paise`} Only`;
}
