import type { SeedProduct } from "./seed-types";
import { tax } from "./tax-classes";

export const flowerProducts: SeedProduct[] = [
  {
    slug: "red-roses-bouquet-12",
    tax: tax.flowers,
    categorySlug: "flowers-combos",
    name: "12 Red Roses Bouquet",
    description:
      "A dozen long-stemmed red roses from growers near Talegaon, wrapped in black paper with a satin ribbon. We keep them in cold storage until they leave with our delivery team, so they open slowly over three or four days.",
    pricePaise: 69900,
    discountedPricePaise: 59900,
    stock: 45,
    features: [
      "12 long-stem red roses",
      "Grown near Pune",
      "Black paper wrap, red ribbon",
      "Opens over three or four days",
    ],
    faqs: [
      {
        question: "Will the flowers look exactly like the picture?",
        answer:
          "The style and colours will match. Each bouquet is tied by hand, so the wrapping may vary a little.",
      },
      {
        question: "How do I keep them fresh?",
        answer:
          "Trim the stems diagonally, stand them in clean water and change it every day. Keep them away from direct sun and the ceiling fan.",
      },
      {
        question: "Can I choose a delivery time?",
        answer:
          "Yes. Our own team delivers flowers in Pune, Mumbai, Bengaluru and Delhi: at checkout you choose the day, up to two days ahead, and a time slot, from a morning window to a fixed 8 PM or a midnight delivery. We don't send flowers by courier to other cities.",
      },
    ],
    images: [{ kind: "bouquet", palette: ["#b5121b", "#1c1c1c", "#fdeef0"], variant: 0 }],
    similar: ["roses-and-truffles-combo", "grand-bouquet-100-roses", "red-velvet-cupcakes-6"],
    createdDaysAgo: 62,
    perishable: { maxDaysAhead: 2 },
  },
  {
    slug: "roses-and-truffles-combo",
    // Mixed supply, taxed as its principal supply: the roses.
    tax: tax.flowers,
    categorySlug: "flowers-combos",
    name: "Roses & Truffles Combo",
    description:
      "Twelve red roses with a box of nine of our dark truffles: the classic anniversary gesture that nobody has ever complained about. Both arrive together, the truffles in an insulated sleeve.",
    pricePaise: 129900,
    discountedPricePaise: 114900,
    stock: 30,
    features: ["12 red roses", "9 dark truffles", "Insulated truffle sleeve", "Arrive together"],
    faqs: [
      {
        question: "Do the roses and truffles come together?",
        answer: "Yes, they are delivered as one package.",
      },
      {
        question: "Can I swap the truffles for a sugar-free box?",
        answer: "Not in this combo, but you can add our No Added Sugar Dark Selection to the same order.",
      },
    ],
    images: [
      { kind: "bouquet", palette: ["#b5121b", "#3b2216", "#fdeef0"], variant: 1 },
      { kind: "truffles", palette: ["#3b2216", "#b5121b", "#fdeef0"], variant: 1 },
    ],
    similar: ["red-roses-bouquet-12", "rose-raspberry-truffles-16", "spell-it-out-message-box"],
    createdDaysAgo: 101,
    perishable: { maxDaysAhead: 2 },
  },
  {
    slug: "pink-lilies-dark-chocolate-combo",
    // Mixed supply, taxed as its principal supply: the lilies.
    tax: tax.flowers,
    categorySlug: "flowers-combos",
    name: "Pink Lilies & Dark Chocolate Combo",
    description:
      "Five stems of fragrant pink Oriental lilies that open into a big, showy bunch over the week, with two bars of our Idukki 72% dark chocolate. A graceful get-well-soon or congratulations gift.",
    pricePaise: 149900,
    discountedPricePaise: null,
    stock: 17,
    features: [
      "5 stems of Oriental lilies",
      "Two 80 g Idukki dark bars",
      "Opens over 5–7 days",
      "Kraft paper wrap",
    ],
    faqs: [
      {
        question: "Are lilies safe around pets?",
        answer:
          "Lilies are toxic to cats. If the recipient has a cat, please choose our roses or orchids instead.",
      },
      {
        question: "Why are some buds closed?",
        answer: "We send lilies in bud so they last longer; they open over two to three days in water.",
      },
    ],
    images: [
      { kind: "bouquet", palette: ["#f3a6c0", "#3f7d3a", "#fdf0f4"], variant: 2 },
      { kind: "chocolate-bar", palette: ["#2e1a12", "#f3a6c0", "#fdf0f4"], variant: 2 },
    ],
    similar: ["purple-orchids-teddy-combo", "idukki-single-origin-dark-12", "red-roses-bouquet-12"],
    createdDaysAgo: 144,
    perishable: { maxDaysAhead: 2 },
  },
  {
    slug: "gerbera-truffle-cake-combo",
    // Mixed supply, taxed as its principal supply: the truffle cake.
    tax: tax.bakery,
    categorySlug: "flowers-combos",
    name: "Gerberas & Truffle Cake Combo",
    description:
      "A bright bunch of ten mixed gerberas with a half-kilo Belgian truffle cake. It is the quickest way to turn an ordinary evening into a birthday party, and both travel together in one delivery.",
    pricePaise: 179900,
    discountedPricePaise: 159900,
    stock: 13,
    features: ["10 mixed gerberas", "500 g Belgian truffle cake", "Eggless", "One delivery"],
    faqs: [
      {
        question: "Can I add a message on the cake?",
        answer:
          "Not on this combo: the cake comes on a plain board. For words on a cake, choose the Photo Print Cake, where you type a short message when you customise it from your cart.",
      },
      {
        question: "How should I store the cake?",
        answer: "Refrigerate it on arrival and finish it within 48 hours.",
      },
    ],
    images: [
      { kind: "bouquet", palette: ["#ff7f50", "#f4d03f", "#fff4ec"], variant: 3 },
      { kind: "cake", palette: ["#3b2216", "#ff7f50", "#fff4ec"], variant: 2 },
    ],
    similar: ["belgian-truffle-cake-1kg", "red-roses-bouquet-12", "money-plant-chocolates-combo"],
    createdDaysAgo: 76,
    perishable: { maxDaysAhead: 2 },
  },
  {
    slug: "purple-orchids-teddy-combo",
    // Mixed supply, taxed as its principal supply: the orchids.
    tax: tax.flowers,
    categorySlug: "flowers-combos",
    name: "Purple Orchids & Teddy Combo",
    description:
      "Six stems of purple dendrobium orchids in a glass vase, a 12-inch cream teddy and a box of six milk chocolates. Orchids last up to two weeks, so this one keeps reminding them of you.",
    pricePaise: 199900,
    discountedPricePaise: null,
    stock: 9,
    features: [
      "6 orchid stems in a glass vase",
      "12-inch teddy",
      "6 milk chocolates",
      "Lasts up to two weeks",
    ],
    faqs: [
      {
        question: "Is the vase included?",
        answer: "Yes, a clear glass vase comes with the orchids already arranged in it.",
      },
      {
        question: "How do I care for orchids?",
        answer: "Top up the water every two days and keep the vase out of direct afternoon sun.",
      },
    ],
    images: [
      { kind: "bouquet", palette: ["#7d3c98", "#f3ead7", "#f5eefa"], variant: 4 },
      { kind: "teddy", palette: ["#f3ead7", "#7d3c98", "#f5eefa"], variant: 1 },
    ],
    similar: ["pink-lilies-dark-chocolate-combo", "name-teddy-heart", "welcome-little-one-hamper"],
    createdDaysAgo: 158,
    perishable: { maxDaysAhead: 2 },
  },
  {
    slug: "money-plant-chocolates-combo",
    // Mixed supply, taxed as its principal supply: the chocolates.
    tax: tax.chocolate,
    categorySlug: "flowers-combos",
    name: "Money Plant & Chocolates Combo",
    description:
      "A golden pothos money plant in a glazed ceramic pot, paired with a 9-piece chocolate box. Considered lucky in many homes, it makes an easy gift for a housewarming, a new job or Dhanteras.",
    pricePaise: 89900,
    discountedPricePaise: null,
    stock: 41,
    features: [
      "Golden pothos in a ceramic pot",
      "9-piece chocolate box",
      "Easy indoor plant",
      "Care card included",
    ],
    faqs: [
      {
        question: "How often should I water the plant?",
        answer: "Once a week in summer and every ten days in winter. It prefers bright, indirect light.",
      },
      {
        question: "Will the plant survive delivery?",
        answer:
          "We pack it upright in a ventilated box and dispatch plants early in the week, so they never wait in a warehouse over a weekend.",
      },
    ],
    images: [
      { kind: "plant", palette: ["#3f7d3a", "#f4a300", "#eef6ea"], variant: 0 },
      { kind: "chocolate-box", palette: ["#3f7d3a", "#d4af37", "#eef6ea"], variant: 4 },
    ],
    similar: ["mini-celebration-box-9", "gerbera-truffle-cake-combo", "festive-candle-mithai-set"],
    createdDaysAgo: 36,
  },
  {
    slug: "grand-bouquet-100-roses",
    tax: tax.flowers,
    categorySlug: "flowers-combos",
    name: "Grand Bouquet of 100 Roses",
    description:
      "One hundred red roses arranged by hand into a dome so large it takes both arms to hold. Made to order for proposals, milestone anniversaries and grand apologies. We need a day's notice to source and arrange the stems.",
    pricePaise: 649900,
    discountedPricePaise: 599900,
    stock: 1,
    features: [
      "100 premium red roses",
      "Hand-arranged dome bouquet",
      "Made to order",
      "Satin ribbon and card",
    ],
    faqs: [
      {
        question: "How far in advance should I order?",
        answer: "At least 24 hours ahead, so we can source fresh stems from our Talegaon growers.",
      },
      {
        question: "Is it very heavy?",
        answer: "About 4 kg with the wrap. It travels upright in its own crate so the dome keeps its shape.",
      },
    ],
    images: [{ kind: "bouquet", palette: ["#8b0000", "#d4af37", "#fbeaea"], variant: 5 }],
    similar: ["red-roses-bouquet-12", "roses-and-truffles-combo", "royal-maharaja-hamper"],
    createdDaysAgo: 190,
    perishable: { maxDaysAhead: 2 },
  },
];
