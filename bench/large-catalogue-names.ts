// The words the bench's large catalogue names its products with (decision 26, "Bench"): the demo's own
// product words plus what an Indian gift shop sells, so searches meet names a shopper would type.

export const pick = <T>(random: () => number, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
};

const giftWords = [
  "kesar",
  "pista",
  "badam",
  "kaju",
  "katli",
  "anjeer",
  "akhrot",
  "elaichi",
  "gulab",
  "jamun",
  "paan",
  "thandai",
  "rasmalai",
  "gulkand",
  "jaggery",
  "nariyal",
  "alphonso",
  "mango",
  "chai",
  "coffee",
  "saffron",
  "cardamom",
  "almond",
  "cashew",
  "pistachio",
  "walnut",
  "khajur",
  "chikki",
  "makhana",
  "motichoor",
  "besan",
  "malai",
  "rabri",
  "kulfi",
  "sandesh",
  "peda",
  "barfi",
  "ladoo",
  "halwa",
  "ghevar",
  "shrikhand",
  "hazelnut",
  "caramel",
  "praline",
  "ganache",
  "orange",
  "honey",
  "rose",
  "coconut",
  "sesame",
];

const prefixes = [
  "Classic",
  "Royal",
  "Festive",
  "Premium",
  "Heritage",
  "Little",
  "Grand",
  "Shahi",
  "Rajwadi",
  "Signature",
  "Golden",
  "Assorted",
  "Deluxe",
  "Family",
];

const packs = ["", "", " of 6", " of 9", " of 12", " of 16", " of 24", " 250 g", " 500 g", " 1 kg"];

const skipped = new Set(["and", "with", "the", "for", "from", "our", "your", "set"]);

/** A demo name without its pack size ("(12 pcs)") or its afterthought (", No Added Sugar"). */
const core = (name: string) => name.replace(/\([^)]*\)/g, "").split(",")[0] ?? "";

/** The lower-case words of 3+ letters of the demo's names, the gift words, and no filler. */
export function flavourWords(demoNames: string[]): string[] {
  const demoWords = demoNames.flatMap(
    (name) =>
      core(name)
        .toLowerCase()
        .match(/[a-z]{3,}/g) ?? [],
  );
  return [...new Set([...demoWords, ...giftWords])].filter((word) => !skipped.has(word)).sort();
}

const title = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "Royal Kesar Pista Box of 12": a prefix, two flavour words, the form of a demo product, a pack. */
export function productName(random: () => number, flavours: string[], form: string): string {
  const first = pick(random, flavours);
  let second = pick(random, flavours);
  if (second === first) second = pick(random, flavours);
  return `${pick(random, prefixes)} ${title(first)} ${title(second)} ${form}${pick(random, packs)}`;
}

/** The last word of a demo name: Box, Truffles, Cake, Bouquet, Hamper… */
export const formOf = (name: string) =>
  core(name)
    .match(/[A-Za-z]+/g)
    ?.at(-1) ?? "Box";
