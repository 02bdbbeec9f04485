import type { SeedOffer } from "./seed-types";

export const offers: SeedOffer[] = [
  {
    name: "Festive 10% Off",
    discountType: "percentage",
    discountPercentage: 10,
    discountAmountPaise: null,
    maxDiscountAmountPaise: 50000,
    minOrderAmountPaise: 149900,
    startsInDays: -10,
    endsInDays: 30,
  },
  {
    name: "Flat ₹250 Off",
    discountType: "fixed",
    discountPercentage: null,
    discountAmountPaise: 25000,
    maxDiscountAmountPaise: null,
    minOrderAmountPaise: 299900,
    startsInDays: -5,
    endsInDays: 45,
  },
  {
    name: "Monsoon Treats 15% Off",
    discountType: "percentage",
    discountPercentage: 15,
    discountAmountPaise: null,
    maxDiscountAmountPaise: 40000,
    minOrderAmountPaise: 99900,
    startsInDays: -120,
    endsInDays: -60,
  },
];
