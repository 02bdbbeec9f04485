import type { SeedProduct } from "./seed-types";
import { tax } from "./tax-classes";

export const truffleProducts: SeedProduct[] = [
  {
    slug: "classic-dark-truffles-12",
    tax: tax.chocolate,
    categorySlug: "truffles-bonbons",
    name: "Classic Dark Truffles (12 pcs)",
    description:
      "Our first recipe and still the one we eat at the end of a long shift: a soft 64% dark ganache rolled by hand and dusted in cocoa. Made with Belgian couverture and fresh cream from a dairy outside Pune, they melt the moment they touch the tongue.",
    pricePaise: 79900,
    discountedPricePaise: 69900,
    stock: 85,
    features: [
      "Hand-rolled 64% dark ganache",
      "Dusted in Dutch cocoa",
      "Fresh cream, no preservatives",
      "12 truffles in a kraft box",
    ],
    faqs: [
      {
        question: "Why do these need refrigeration?",
        answer:
          "The ganache is made with fresh cream and no preservatives, so keep the box in the fridge and finish it within 21 days.",
      },
      {
        question: "Are the truffles eggless?",
        answer: "Yes, all our truffles are eggless and 100% vegetarian.",
      },
      {
        question: "Will they melt on the way?",
        answer:
          "From March to October we pack truffles in an insulated box with gel packs, so they arrive firm even in a Chennai summer.",
      },
    ],
    images: [{ kind: "truffles", palette: ["#3b2216", "#8b5e3c", "#f5ebdd"], variant: 0 }],
    similar: ["signature-box-16", "rose-raspberry-truffles-16", "filter-coffee-truffles-12"],
    createdDaysAgo: 133,
  },
  {
    slug: "gulab-jamun-bonbons-9",
    tax: tax.chocolate,
    categorySlug: "truffles-bonbons",
    name: "Gulab Jamun Bonbons (9 pcs)",
    description:
      "The bonbon that started a hundred arguments at our tasting table. A white chocolate shell holds a cardamom-scented khoya ganache and a drop of rose syrup, just like a warm gulab jamun straight from the kadhai. Each of the nine is painted with a blush of red cocoa butter.",
    pricePaise: 69900,
    discountedPricePaise: null,
    stock: 47,
    features: [
      "Khoya and cardamom ganache",
      "Rose syrup centre",
      "White Belgian couverture shell",
      "Hand-painted cocoa butter finish",
    ],
    faqs: [
      {
        question: "Is there real gulab jamun inside?",
        answer:
          "Not a whole one. The filling is made with khoya, cardamom and rose syrup, so it tastes like gulab jamun while keeping for a month.",
      },
      {
        question: "How long does it keep?",
        answer: "Four weeks, refrigerated in a sealed box.",
      },
    ],
    images: [
      { kind: "truffles", palette: ["#8b2e1f", "#f3ead7", "#fdf1e6"], variant: 1 },
      { kind: "chocolate-box", palette: ["#8b2e1f", "#d4af37", "#fdf1e6"], label: "Gulab Jamun", variant: 0 },
    ],
    similar: ["meetha-paan-truffles-12", "kesar-pista-bonbons-16", "gulab-jamun-cheesecake"],
    createdDaysAgo: 56,
  },
  {
    slug: "meetha-paan-truffles-12",
    tax: tax.chocolate,
    categorySlug: "truffles-bonbons",
    name: "Meetha Paan Truffles (12 pcs)",
    description:
      "Everything you love about an after-dinner meetha paan — betel leaf, gulkand, fennel and a hint of coconut — folded into a milk chocolate truffle. Each one is finished with candied saunf for crunch. A conversation starter on any wedding dessert table.",
    pricePaise: 74900,
    discountedPricePaise: 64900,
    stock: 0,
    features: [
      "Fresh betel leaf infusion",
      "Gulkand and fennel centre",
      "Candied saunf topping",
      "Milk chocolate ganache",
    ],
    faqs: [
      {
        question: "When will it be back in stock?",
        answer:
          "We make paan truffles only when fresh Calcutta paan leaves come in, usually every ten days. Meanwhile, try our Gulab Jamun Bonbons.",
      },
      {
        question: "Does it contain tobacco or supari?",
        answer: "No. It is a sweet meetha paan flavour only: betel leaf, gulkand, fennel and coconut.",
      },
      {
        question: "What is the shelf life?",
        answer: "Three weeks in the fridge.",
      },
    ],
    images: [{ kind: "truffles", palette: ["#3f7d3a", "#c9a227", "#eef6ea"], variant: 2 }],
    similar: ["gulab-jamun-bonbons-9", "classic-dark-truffles-12", "kesar-pista-bonbons-16"],
    createdDaysAgo: 88,
  },
  {
    slug: "filter-coffee-truffles-12",
    tax: tax.chocolate,
    categorySlug: "truffles-bonbons",
    name: "Madras Filter Coffee Truffles (12 pcs)",
    description:
      "We brew a strong decoction from Chikmagalur coffee and chicory, just like a Mylapore kitchen at six in the morning, and whisk it into a dark ganache. The truffles are rolled in ground coffee and cocoa, so they smell like a steel tumbler of kaapi before you even bite in.",
    pricePaise: 79900,
    discountedPricePaise: null,
    stock: 53,
    features: [
      "Chikmagalur coffee decoction",
      "South Indian coffee-chicory blend",
      "Rolled in coffee and cocoa",
      "Contains caffeine",
    ],
    faqs: [
      {
        question: "How much caffeine do these have?",
        answer:
          "Roughly as much as a quarter cup of filter coffee per truffle. We don't recommend them for young children.",
      },
      {
        question: "How should I store them?",
        answer:
          "In the fridge, in the sealed box, for up to three weeks. Let them sit out for ten minutes before eating.",
      },
    ],
    images: [
      { kind: "truffles", palette: ["#5a3a22", "#d9b382", "#f4ece2"], variant: 3 },
      { kind: "mug", palette: ["#d9b382", "#5a3a22", "#f4ece2"], label: "Kaapi", variant: 0 },
    ],
    similar: ["classic-dark-truffles-12", "chai-and-cookies-hamper", "signature-box-16"],
    createdDaysAgo: 24,
  },
  {
    slug: "kesar-pista-bonbons-16",
    tax: tax.chocolate,
    categorySlug: "truffles-bonbons",
    name: "Kesar Pista Bonbons (16 pcs)",
    description:
      "Kashmiri saffron steeped overnight in warm milk, blended with stone-ground Iranian pistachio and piped into dark and white chocolate shells. They look like little jewels and taste like the best kulfi you had as a child. Sixteen pieces in a pistachio-green box.",
    pricePaise: 119900,
    discountedPricePaise: null,
    stock: 31,
    features: [
      "Kashmiri saffron",
      "Stone-ground pistachio praline",
      "16 pieces, dark and white shells",
      "Pistachio-green gift box",
    ],
    faqs: [
      {
        question: "Is this a good Diwali gift?",
        answer:
          "Very much — it is one of our most ordered boxes in October and November. Add a gift message at checkout and it travels on a printed card; prices are never shown inside the parcel.",
      },
      {
        question: "Do they need to be refrigerated?",
        answer: "Only when the room is above 24°C. They keep for five weeks in a cool place.",
      },
      {
        question: "Are they vegetarian?",
        answer: "Yes, eggless and vegetarian. They contain milk and pistachio.",
      },
    ],
    images: [
      { kind: "truffles", palette: ["#93c572", "#f4a300", "#f3f8ec"], variant: 4 },
      { kind: "chocolate-box", palette: ["#93c572", "#d4af37", "#f3f8ec"], label: "Kesar Pista", variant: 1 },
    ],
    similar: ["gulab-jamun-bonbons-9", "grand-praline-assortment-24", "kaju-katli-500g"],
    createdDaysAgo: 110,
  },
  {
    slug: "rose-raspberry-truffles-16",
    tax: tax.chocolate,
    categorySlug: "truffles-bonbons",
    name: "Rose & Raspberry Truffles (16 pcs)",
    description:
      "A pink, romantic box for anniversaries and Valentine's week. Raspberry purée and a few drops of Kannauj rose water go into a white chocolate ganache, which we coat in ruby-tinted couverture and top with dried rose petals. Completely alcohol-free.",
    pricePaise: 109900,
    discountedPricePaise: 94900,
    stock: 26,
    features: [
      "Raspberry and Kannauj rose ganache",
      "Dried rose petal topping",
      "Alcohol-free",
      "16 truffles in a rose-pink box",
    ],
    faqs: [
      {
        question: "Is there any alcohol in these?",
        answer: "No. We don't use liqueurs in any of our products.",
      },
      {
        question: "Can I send them with flowers?",
        answer:
          "Our Roses & Truffles Combo pairs a box of truffles with twelve red roses in a single delivery.",
      },
      {
        question: "How long will they last?",
        answer: "Three weeks in the fridge.",
      },
    ],
    images: [
      { kind: "truffles", palette: ["#e58fa5", "#7a1f2b", "#fdeef2"], variant: 5 },
      { kind: "chocolate-box", palette: ["#e58fa5", "#ffffff", "#fdeef2"], label: "With Love", variant: 2 },
    ],
    similar: ["roses-and-truffles-combo", "classic-dark-truffles-12", "spell-it-out-message-box"],
    createdDaysAgo: 7,
  },
  {
    slug: "jaggery-salted-caramel-bonbons-12",
    tax: tax.chocolate,
    categorySlug: "truffles-bonbons",
    name: "Jaggery Salted Caramel Bonbons (12 pcs)",
    description:
      "Kolhapuri jaggery is cooked down with butter and a pinch of sea salt until it turns into a dark, smoky caramel. We pipe it into milk chocolate domes so it runs slowly when you bite. The caramel is stirred by hand, so we make only a few trays at a time.",
    pricePaise: 89900,
    discountedPricePaise: 79900,
    stock: 2,
    features: ["Kolhapuri jaggery caramel", "Flowing centre", "Milk chocolate domes", "12 bonbons"],
    faqs: [
      {
        question: "Is the caramel made with refined sugar?",
        answer:
          "The caramel is sweetened only with jaggery. The milk chocolate shell does contain cane sugar.",
      },
      {
        question: "Will the caramel leak in the heat?",
        answer:
          "The domes are sealed, but caramel softens above 26°C. Keep them in the fridge in summer and serve slightly chilled.",
      },
    ],
    images: [{ kind: "truffles", palette: ["#a0522d", "#d4af37", "#fbf0e3"], variant: 0 }],
    similar: ["gulab-jamun-bonbons-9", "jaggery-oat-almond-cookies", "classic-dark-truffles-12"],
    createdDaysAgo: 151,
  },
];
