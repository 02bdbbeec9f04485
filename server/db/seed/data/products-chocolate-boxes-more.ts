import type { SeedProduct } from "./seed-types";
import { tax } from "./tax-classes";

/** Chocolate boxes built around Indian flavours and regions. */
export const moreChocolateBoxProducts: SeedProduct[] = [
  {
    slug: "kokum-sea-salt-box-12",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Konkan Kokum & Sea Salt Box (12 pcs)",
    description:
      "Sun-dried kokum from the Konkan coast gives these dark chocolates a tangy, almost cranberry-like bite, balanced by a few flakes of sea salt from the pans at Uran. Half the box is kokum ganache, the other half a kokum-jaggery caramel. Bright and refreshing, it is the box we reach for after a heavy fish thali.",
    pricePaise: 89900,
    discountedPricePaise: 79900,
    stock: 46,
    features: [
      "Konkan kokum in every piece",
      "Two centres: ganache and caramel",
      "64% dark chocolate shells",
      "Finished with flaked sea salt",
    ],
    faqs: [
      {
        question: "Is it very sour?",
        answer:
          "No. Kokum adds a gentle tang that cuts through the chocolate, a little like a good sherbet. Most people find it lighter than a plain dark box.",
      },
      {
        question: "How long will it keep?",
        answer:
          "Four weeks from the date on the box, stored below 20°C. Refrigerate it in a sealed bag in summer and bring it to room temperature before eating.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#6d1a36", "#e8b4bc", "#fbeff2"], label: "Kokum", variant: 0 },
      { kind: "truffles", palette: ["#3b2216", "#c2185b", "#f8e9ee"], variant: 3 },
    ],
    similar: ["jaggery-salted-caramel-bonbons-12", "mango-season-box-12", "southern-spice-route-box-12"],
    createdDaysAgo: 35,
  },
  {
    slug: "thandai-bonbon-box-12",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Thandai Bonbon Box (12 pcs)",
    description:
      "Everything that goes into a glass of Holi thandai — almonds, melon seeds, fennel, rose, black pepper and a pinch of saffron — ground fresh and folded into a white chocolate ganache. Each bonbon is dusted with rose petal powder and sits in a pastel box that brightens any table. Made all year, though it disappears fastest in March.",
    pricePaise: 94900,
    discountedPricePaise: null,
    stock: 58,
    features: [
      "Thandai masala ground in-house",
      "White chocolate ganache",
      "Rose petal finish",
      "Contains almonds and melon seeds",
    ],
    faqs: [
      {
        question: "Does it contain bhang?",
        answer: "No. This is the family-friendly thandai: nuts, seeds and spices only, nothing intoxicating.",
      },
      {
        question: "Is it suitable for someone with a nut allergy?",
        answer:
          "No, almonds are part of the thandai masala. Please pick our Chai Masala box or a plain dark box instead.",
      },
      {
        question: "What is the shelf life?",
        answer: "Four weeks from the date on the box when stored below 20°C, away from sunlight.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#f6e7c1", "#e26d9a", "#fff9ef"], label: "Thandai", variant: 1 },
      { kind: "truffles", palette: ["#f3ead7", "#e26d9a", "#fff9ef"], variant: 0 },
    ],
    similar: ["holi-baked-gujiya-box", "kesar-pista-bonbons-16", "gulkand-rose-box-16"],
    createdDaysAgo: 49,
  },
  {
    slug: "gulkand-rose-box-16",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Gulkand & Rose Petal Box (16 pcs)",
    description:
      "Gulkand slow-cured from Desi roses in Pushkar, folded into milk chocolate and topped with a crystallised petal. Alongside it sit a gulkand-and-cardamom praline and a rose-and-dark-chocolate heart, so the box moves from sweet to floral to bittersweet. A gentle, fragrant choice for anniversaries and for anyone who ends dinner with a meetha paan.",
    pricePaise: 134900,
    discountedPricePaise: 114900,
    stock: 31,
    features: [
      "Pushkar rose gulkand",
      "Three rose-led flavours",
      "Crystallised petal on top",
      "Keepsake box with magnetic lid",
      "100% vegetarian, eggless",
    ],
    faqs: [
      {
        question: "Does it taste of perfume?",
        answer:
          "No. Gulkand tastes of sun-cooked roses and honey rather than rose water, so the flavour is rounded and never soapy.",
      },
      {
        question: "Can I add a message for an anniversary?",
        answer:
          "Yes. Write it as the gift message at checkout, up to 200 characters, and we print it on a card that travels with the box.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#b03a5b", "#f4c2c2", "#fdf0f3"], label: "Gulkand", variant: 3 },
      { kind: "truffles", palette: ["#7b3f3f", "#f4c2c2", "#fdf0f3"], variant: 2 },
    ],
    similar: ["meetha-paan-truffles-12", "rose-raspberry-truffles-16", "roses-and-truffles-combo"],
    createdDaysAgo: 86,
  },
  {
    slug: "lonavala-chikki-crunch-box",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Lonavala Chikki Crunch Box",
    description:
      "The hill-station classic dipped in chocolate: peanut, til, rajgira and dry-fruit chikki, made with Kolhapur jaggery and half-coated in milk or dark chocolate. The snap of the chikki against the smooth coating is what keeps people coming back. Twelve pieces, wrapped in pairs so the box survives a long road trip.",
    pricePaise: 74900,
    discountedPricePaise: 64900,
    stock: 88,
    features: [
      "Four kinds of chikki",
      "Kolhapur jaggery, no refined sugar in the chikki",
      "Half-dipped in milk or dark chocolate",
      "Pairs wrapped for freshness",
    ],
    faqs: [
      {
        question: "Will the chikki go soft?",
        answer:
          "Not if the pairs stay sealed. Once a pack is open, keep the pieces in an airtight tin; humidity is what softens chikki.",
      },
      {
        question: "Is it good for fasting days?",
        answer:
          "The rajgira pieces are often eaten on fasts, but the chocolate coating contains milk and soy lecithin. Please check with your own family's customs.",
      },
    ],
    images: [
      { kind: "chocolate-bar", palette: ["#c68642", "#5a321f", "#fbf1e3"], label: "Chikki", variant: 2 },
      { kind: "chocolate-box", palette: ["#c68642", "#5a321f", "#fbf1e3"], variant: 4 },
    ],
    similar: ["jaggery-salted-caramel-bonbons-12", "masala-nuts-jar-duo", "coconut-jaggery-box-15"],
    createdDaysAgo: 103,
  },
  {
    slug: "nolen-gur-winter-box-12",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Nolen Gur Winter Box (12 pcs)",
    description:
      "Nolen gur is the date-palm jaggery tapped in Bengal only in the cold months, smoky and caramel-sweet. We bring it to Pune each winter for this box: nolen gur ganache in milk chocolate, a nolen gur sandesh bonbon and a dark chocolate square swirled with the liquid gur. When the season's gur runs out, the box waits for next December.",
    pricePaise: 109900,
    discountedPricePaise: null,
    stock: 0,
    features: [
      "Bengal nolen gur, winter harvest",
      "Three nolen gur flavours",
      "Small-batch, seasonal",
      "Sold out until the next harvest",
    ],
    faqs: [
      {
        question: "When will it be back?",
        answer:
          "Usually in the second week of December, once the first good batch of gur reaches us. Add it to your wishlist and check back then.",
      },
      {
        question: "Is there anything similar I can buy now?",
        answer:
          "Our Jaggery Salted Caramel Bonbons use Kolhapur jaggery and have a similar deep caramel note.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#8b5a2b", "#f1d6a8", "#fbf4e8"], label: "Nolen Gur", variant: 5 },
      { kind: "jar", palette: ["#8b5a2b", "#7a1f2b", "#fbf4e8"], label: "Nolen Gur", variant: 1 },
    ],
    similar: ["jaggery-salted-caramel-bonbons-12", "coconut-jaggery-box-15", "kesar-peda-400g"],
    createdDaysAgo: 166,
  },
  {
    slug: "coconut-jaggery-box-15",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Malabar Coconut-Jaggery Box (15 pcs)",
    description:
      "Inspired by the coconut-and-jaggery filling of Kerala's ela ada, these milk chocolates hold toasted grated coconut cooked with palm jaggery and a little cardamom. A few pieces add roasted cashew for crunch. Chewy, warm and a little nostalgic for anyone who grew up on Onam sadya desserts.",
    pricePaise: 84900,
    discountedPricePaise: 69900,
    stock: 73,
    features: [
      "Toasted coconut and palm jaggery",
      "15 pieces in three rows",
      "Green cardamom from Idukki",
      "100% vegetarian, eggless",
    ],
    faqs: [
      {
        question: "Are the pieces chewy or crunchy?",
        answer:
          "Mostly chewy, like a soft coconut barfi inside a chocolate shell. The cashew pieces add a crunch.",
      },
      {
        question: "How long does it keep?",
        answer:
          "Three weeks from the date on the box. Fresh coconut centres don't like heat, so refrigerate the box in summer.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#2f7d32", "#f5deb3", "#f1f8ec"], label: "Malabar", variant: 2 },
    ],
    similar: ["southern-spice-route-box-12", "lonavala-chikki-crunch-box", "mini-celebration-box-9"],
    createdDaysAgo: 139,
  },
  {
    slug: "chai-masala-box-12",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Cutting Chai Masala Box (12 pcs)",
    description:
      "A box that tastes like the tapri on the corner: Assam CTC steeped in cream with ginger, cardamom, clove and black pepper, then set into a milk chocolate ganache. Four pieces carry a crunchy glucose-biscuit base, because chai was always meant to come with a biscuit. Perfect with, or instead of, the four o'clock cup.",
    pricePaise: 79900,
    discountedPricePaise: 71900,
    stock: 95,
    features: [
      "Assam CTC tea infusion",
      "Fresh ginger and whole spices",
      "Four pieces with a biscuit base",
      "Nut-free recipe",
    ],
    faqs: [
      {
        question: "Does it contain caffeine?",
        answer:
          "A little, from the tea and the chocolate — roughly a quarter of a cup of chai across the whole box.",
      },
      {
        question: "Is it nut-free?",
        answer:
          "The recipe has no nuts, but it is made in a kitchen that handles them, so we can't promise it is free of traces.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#a0522d", "#f4e1c1", "#fdf6ec"], label: "Chai Masala", variant: 1 },
      { kind: "mug", palette: ["#fdf6ec", "#a0522d", "#f7ecdd"], label: "Cutting Chai", variant: 2 },
    ],
    similar: ["chai-and-cookies-hamper", "filter-coffee-truffles-12", "kashmiri-kahwa-box-12"],
    createdDaysAgo: 20,
  },
  {
    slug: "kashmiri-kahwa-box-12",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Kashmiri Kahwa Collection (12 pcs)",
    description:
      "Kahwa is the green tea of the Kashmir valley, brewed with saffron, cinnamon, cardamom and crushed almonds. We infuse the same blend into white and milk chocolate ganaches and top each piece with a strand of Pampore saffron. Delicate and warming, it suits cold evenings and people who prefer their sweets subtle.",
    pricePaise: 119900,
    discountedPricePaise: null,
    stock: 24,
    features: [
      "Kashmiri green tea and spices",
      "Pampore saffron on every piece",
      "White and milk chocolate ganaches",
      "Walnut-wood pattern gift box",
    ],
    faqs: [
      {
        question: "Is the saffron real?",
        answer:
          "Yes, GI-tagged Kashmiri saffron from Pampore. It is why this box costs a little more than our other twelve-piece boxes.",
      },
      {
        question: "Does it contain nuts?",
        answer: "Yes, crushed almonds are part of the kahwa blend, as they are in the drink itself.",
      },
      {
        question: "What is the shelf life?",
        answer: "Five weeks from the date on the box, stored below 20°C in a dry place.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#556b2f", "#e3a857", "#f4f6ea"], label: "Kahwa", variant: 4 },
      { kind: "truffles", palette: ["#efe3c8", "#e3a857", "#f4f6ea"], variant: 1 },
    ],
    similar: ["kesar-pista-bonbons-16", "chai-masala-box-12", "premium-dry-fruit-box"],
    createdDaysAgo: 112,
  },
  {
    slug: "southern-spice-route-box-12",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Southern Spice Route Box (12 pcs)",
    description:
      "Twelve chocolates from India's spice coast: Malabar black pepper in dark ganache, Coorg coffee praline, a Mysore pak square dipped in milk chocolate and a crunchy Kerala banana-chip bark. The flavours move from mellow to peppery, so there is something for the sweet tooth and the spice lover alike.",
    pricePaise: 104900,
    discountedPricePaise: 89900,
    stock: 41,
    features: [
      "Four South Indian flavours",
      "Malabar pepper and Coorg coffee",
      "Mysore pak made with desi ghee",
      "Flavour guide on the lid",
    ],
    faqs: [
      {
        question: "Is the pepper piece hot?",
        answer: "It has a gentle warmth that builds slowly. Think of a good rasam rather than a chilli.",
      },
      {
        question: "Does it contain nuts?",
        answer: "The Mysore pak has gram flour and ghee, not nuts, but the coffee praline contains hazelnut.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#8c1c13", "#d4a017", "#fbf3e4"], label: "Spice Route", variant: 3 },
      { kind: "chocolate-bar", palette: ["#8c1c13", "#d4a017", "#fbf3e4"], variant: 0 },
    ],
    similar: ["filter-coffee-truffles-12", "coconut-jaggery-box-15", "flavours-of-india-box-20"],
    createdDaysAgo: 155,
  },
  {
    slug: "north-east-discovery-box-9",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "North-East Discovery Box (9 pcs)",
    description:
      "Nine chocolates that celebrate the Seven Sisters: Assam orthodox tea, Sikkim large cardamom, Lakadong turmeric from Meghalaya, Mizo ginger and a brave Naga king chilli ganache. Ingredients come from farmer collectives we buy from directly. A conversation-starter of a box that most people have never tasted before.",
    pricePaise: 99900,
    discountedPricePaise: null,
    stock: 16,
    features: [
      "Ingredients from five North-East states",
      "One piece with Naga king chilli",
      "Sourced from farmer collectives",
      "Story card about each ingredient",
    ],
    faqs: [
      {
        question: "How hot is the king chilli piece?",
        answer:
          "Noticeably hot, but only one piece in the box carries it and it is marked with a red dot. Keep a glass of milk nearby if you are not used to chilli.",
      },
      {
        question: "Is the box vegetarian?",
        answer: "Yes, every piece is vegetarian and eggless.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#1b5e20", "#ffb300", "#eef6ea"], label: "North-East", variant: 0 },
    ],
    similar: ["flavours-of-india-box-20", "southern-spice-route-box-12", "chai-masala-box-12"],
    createdDaysAgo: 73,
  },
];
