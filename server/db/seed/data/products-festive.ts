import type { SeedProduct } from "./seed-types";
import { tax } from "./tax-classes";

export const festiveProducts: SeedProduct[] = [
  {
    slug: "diwali-diya-chocolate-box",
    tax: tax.chocolate,
    categorySlug: "festive-specials",
    name: "Diwali Diya Chocolate Box (12 pcs)",
    description:
      "Twelve diya-shaped chocolates in dark, milk and saffron white couverture, each brushed by hand with edible gold. The box opens like a little mandir door and has a tealight holder on the lid, so it doubles as decoration for Lakshmi Puja.",
    pricePaise: 99900,
    discountedPricePaise: 84900,
    stock: 60,
    features: [
      "12 diya-shaped chocolates",
      "Edible gold lustre",
      "Tealight holder on the lid",
      "Saffron white chocolate",
    ],
    faqs: [
      {
        question: "When should I order for Diwali?",
        answer:
          "At least five days before Dhanteras for metro cities and eight days for other pincodes; couriers slow down in festive week.",
      },
      {
        question: "Can I order in bulk for my office?",
        answer:
          "Yes. Orders of 25 or more get a printed sleeve with your company's name. Write to care@mithaas.in.",
      },
      {
        question: "How long do the chocolates last?",
        answer: "Six weeks when stored below 20°C.",
      },
    ],
    images: [
      {
        kind: "chocolate-box",
        palette: ["#7a1f2b", "#f4a300", "#fff4dc"],
        label: "Shubh Deepavali",
        variant: 5,
      },
      { kind: "candle", palette: ["#f4a300", "#7a1f2b", "#fff4dc"], variant: 2 },
    ],
    similar: ["diwali-grand-festive-hamper", "diwali-dry-fruit-thali", "gold-chocolate-coins-jar"],
    createdDaysAgo: 2,
  },
  {
    slug: "diwali-grand-festive-hamper",
    // Mixed supply, taxed as its principal supply: the Diya chocolate box.
    tax: tax.chocolate,
    categorySlug: "festive-specials",
    name: "Diwali Grand Festive Hamper",
    description:
      "A brass-handled basket that covers the whole Diwali table: the Diya chocolate box, kaju katli, a dry fruit platter, masala nuts, two scented candles, painted clay diyas and a rangoli stencil kit. Each item is wrapped and tagged separately, so it can be shared out among the family.",
    pricePaise: 449900,
    discountedPricePaise: 399900,
    stock: 16,
    features: [
      "Nine festive items",
      "Painted clay diyas",
      "Rangoli stencil kit",
      "Brass-handled basket",
      "GST invoice for companies",
    ],
    faqs: [
      {
        question: "Will it arrive before Lakshmi Puja?",
        answer:
          "Yes, if you order by the delivery date shown at checkout for your pincode. In Pune, Mumbai, Bengaluru and Delhi our own team can bring it on a day and in a time slot you choose; elsewhere, choose express delivery where it's offered.",
      },
      {
        question: "Do you offer corporate pricing?",
        answer: "Yes, for 20 or more hampers. E-mail care@mithaas.in with quantities and addresses.",
      },
    ],
    images: [
      { kind: "hamper", palette: ["#7a1f2b", "#f4a300", "#fff4dc"], label: "Happy Diwali", variant: 3 },
      { kind: "mithai", palette: ["#e8e4dc", "#d4af37", "#fff4dc"], variant: 5 },
      { kind: "candle", palette: ["#f4a300", "#b5121b", "#fff4dc"], variant: 3 },
    ],
    similar: ["diwali-diya-chocolate-box", "royal-maharaja-hamper", "executive-corporate-hamper"],
    createdDaysAgo: 4,
  },
  {
    slug: "rakhi-chocolate-combo",
    // Mixed supply, taxed as its principal supply: the chocolates (the rakhi costs less).
    tax: tax.chocolate,
    categorySlug: "festive-specials",
    name: "Rakhi with Chocolates Combo",
    description:
      "A handmade zardozi rakhi with a roli-chawal pack, paired with a box of nine assorted chocolates and a Raksha Bandhan greeting card. If you can't be there on Raksha Bandhan, this is the next best thing.",
    pricePaise: 59900,
    discountedPricePaise: 49900,
    stock: 0,
    features: ["Handmade zardozi rakhi", "Roli and chawal pack", "9 assorted chocolates", "Greeting card"],
    faqs: [
      {
        question: "Why is it out of stock?",
        answer:
          "Rakhi combos are made for the Raksha Bandhan season. This year's batch has sold out; it returns in July.",
      },
      {
        question: "Can I send two rakhis?",
        answer:
          "Add two combos to your cart and we'll pack them in one box when they go to the same address.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#b5121b", "#f4a300", "#fff0e0"], label: "Happy Rakhi", variant: 0 },
      { kind: "greeting-card", palette: ["#f4a300", "#b5121b", "#fff0e0"], label: "Bhaiya", variant: 2 },
    ],
    similar: ["bhai-dooj-gift-hamper", "mini-celebration-box-9", "personalised-photo-mug"],
    createdDaysAgo: 182,
  },
  {
    slug: "holi-baked-gujiya-box",
    tax: tax.mithai,
    categorySlug: "festive-specials",
    name: "Holi Baked Gujiya Box (12 pcs)",
    description:
      "Crisp gujiyas, baked rather than fried, filled with khoya, coconut, almonds and a little cardamom; four of them are dipped halfway in dark chocolate just for fun. Bring them to the Holi party and hide a couple for yourself.",
    pricePaise: 54900,
    discountedPricePaise: null,
    stock: 5,
    features: [
      "Baked, not fried",
      "Khoya and dry fruit filling",
      "Four chocolate-dipped pieces",
      "12 gujiyas",
    ],
    faqs: [
      {
        question: "How long do gujiyas keep?",
        answer: "Ten days in an airtight box at room temperature.",
      },
      {
        question: "Are they very sweet?",
        answer:
          "Moderately. The khoya filling is lightly sweetened, and the dipped ones use 55% dark chocolate.",
      },
    ],
    images: [{ kind: "mithai", palette: ["#f4c26b", "#3b2216", "#fff4dc"], label: "Holi Hai", variant: 0 }],
    similar: ["motichoor-ladoo-500g", "kesar-peda-400g", "diwali-diya-chocolate-box"],
    createdDaysAgo: 196,
  },
  {
    slug: "diwali-dry-fruit-thali",
    // Mixed supply, taxed as its principal supply: the pistachios and almonds (the costliest nuts).
    tax: tax.nuts,
    categorySlug: "festive-specials",
    name: "Diwali Dry Fruit Thali with Diyas",
    description:
      "A hand-painted wooden thali holding almonds, cashews, pistachios and apricots in brass katoris, with two clay diyas at the centre. After the festival, the thali becomes a serving tray for guests.",
    pricePaise: 159900,
    discountedPricePaise: 139900,
    stock: 24,
    features: [
      "Hand-painted wooden thali",
      "Four dry fruits in brass katoris",
      "Two clay diyas",
      "600 g of dry fruits",
    ],
    faqs: [
      {
        question: "Can the diyas be lit?",
        answer: "Yes, they are real terracotta diyas; add ghee or oil and a cotton wick.",
      },
      {
        question: "How long do the dry fruits last?",
        answer: "Four months sealed. Cover the katoris with cling film after opening.",
      },
    ],
    images: [
      { kind: "dry-fruits", palette: ["#b5121b", "#d4af37", "#fff0e0"], variant: 3 },
      { kind: "candle", palette: ["#c8a165", "#f4a300", "#fff0e0"], variant: 4 },
    ],
    similar: ["premium-dry-fruit-box", "diwali-diya-chocolate-box", "diwali-grand-festive-hamper"],
    createdDaysAgo: 6,
  },
  {
    slug: "festive-candle-mithai-set",
    // Mixed supply, taxed as its principal supply: the mithai.
    tax: tax.mithai,
    categorySlug: "festive-specials",
    name: "Festive Candle & Mithai Set",
    description:
      "A rose-oud soy candle in a gold-rimmed glass, with a 250 g box of kaju katli and a 250 g box of motichoor ladoos. A small, thoughtful set for Diwali visits, when you want to bring more than a box of sweets.",
    pricePaise: 129900,
    discountedPricePaise: null,
    stock: 19,
    features: ["Rose-oud soy candle", "250 g kaju katli", "250 g motichoor ladoo", "Gift box with window"],
    faqs: [
      {
        question: "How long does the candle burn?",
        answer: "About 30 hours.",
      },
      {
        question: "How long do the sweets last?",
        answer:
          "Kaju katli keeps for about ten days and the ladoos for five at room temperature; both last longer in the fridge.",
      },
    ],
    images: [
      { kind: "candle", palette: ["#7a1f2b", "#d4af37", "#fbeee6"], label: "Shubh", variant: 5 },
      { kind: "mithai", palette: ["#e8e4dc", "#f4a300", "#fbeee6"], variant: 1 },
    ],
    similar: ["personalised-scented-candle", "kaju-katli-500g", "diwali-diya-chocolate-box"],
    createdDaysAgo: 11,
  },
  {
    slug: "bhai-dooj-gift-hamper",
    // Mixed supply, taxed as its principal supply: the chocolates.
    tax: tax.chocolate,
    categorySlug: "festive-specials",
    name: "Bhai Dooj Gift Hamper",
    description:
      "For the brother who gets everything and the sister who gets nothing back: kesar pista bonbons, a jar of roasted nuts, a scented candle and a card with a tilak kit. It works in both directions.",
    pricePaise: 199900,
    discountedPricePaise: 179900,
    stock: 2,
    features: ["Kesar pista bonbons", "Masala nuts jar", "Tilak kit", "Scented candle", "Greeting card"],
    faqs: [
      {
        question: "Will it arrive in time for Bhai Dooj?",
        answer: "Order at least four days ahead for metro cities and seven days ahead for other cities.",
      },
      {
        question: "Can I add a personal message?",
        answer:
          "Yes. The hamper's greeting card is printed, so write your own words as the gift message at checkout and we print them on a second card, signed with the name you give.",
      },
    ],
    images: [{ kind: "hamper", palette: ["#f4a300", "#7a1f2b", "#fff4dc"], label: "Bhai Dooj", variant: 4 }],
    similar: ["rakhi-chocolate-combo", "diwali-grand-festive-hamper", "kesar-pista-bonbons-16"],
    createdDaysAgo: 9,
  },
  {
    slug: "gold-chocolate-coins-jar",
    tax: tax.chocolate,
    categorySlug: "festive-specials",
    name: "Gold Chocolate Coins Jar",
    description:
      "A glass jar of twenty-five milk chocolate coins wrapped in gold foil and stamped with a Lakshmi motif. Children love them at Dhanteras, and they make a sweet puja offering or a pocket-sized return gift.",
    pricePaise: 34900,
    discountedPricePaise: null,
    stock: 70,
    features: ["25 foil-wrapped coins", "Milk chocolate", "Lakshmi motif", "Glass jar with lid"],
    faqs: [
      {
        question: "Are the coins eggless?",
        answer: "Yes, they are vegetarian and eggless.",
      },
      {
        question: "Do they melt easily?",
        answer: "Keep the jar below 25°C; in summer, store it in the fridge.",
      },
    ],
    images: [{ kind: "jar", palette: ["#d4af37", "#7a1f2b", "#fff8e7"], label: "Shubh Labh", variant: 5 }],
    similar: ["diwali-diya-chocolate-box", "mini-celebration-box-9", "festive-candle-mithai-set"],
    createdDaysAgo: 13,
  },
];
