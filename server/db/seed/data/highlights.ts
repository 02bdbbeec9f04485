import type { SeedHighlight } from "./seed-types";

export const highlights: SeedHighlight[] = [
  {
    title: "Bestsellers",
    link: "/categories/chocolate-boxes",
    productSlugs: [
      "signature-box-16",
      "classic-dark-truffles-12",
      "belgian-truffle-cake-1kg",
      "kaju-katli-500g",
      "personalised-photo-mug",
      "red-roses-bouquet-12",
      "gulab-jamun-bonbons-9",
      "classic-celebration-hamper",
    ],
  },
  {
    title: "Diwali Gifting",
    link: "/categories/festive-specials",
    productSlugs: [
      "diwali-diya-chocolate-box",
      "diwali-grand-festive-hamper",
      "diwali-dry-fruit-thali",
      "festive-candle-mithai-set",
      "premium-dry-fruit-box",
      "heritage-sheesham-chest-36",
      "executive-corporate-hamper",
      "bhai-dooj-gift-hamper",
    ],
  },
  {
    title: "Under ₹999",
    link: "/categories/cookies-bakes",
    productSlugs: [
      "mini-celebration-box-9",
      "classic-dark-truffles-12",
      "personalised-photo-mug",
      "kaju-katli-500g",
      "double-chocolate-chip-cookies",
      "ghee-nankhatai-tin",
      "money-plant-chocolates-combo",
      "gold-chocolate-coins-jar",
    ],
  },
];
