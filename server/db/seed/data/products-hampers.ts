import type { SeedProduct } from "./seed-types";
import { tax } from "./tax-classes";

export const hamperProducts: SeedProduct[] = [
  {
    slug: "classic-celebration-hamper",
    // Mixed supply, taxed as its principal supply: the chocolates.
    tax: tax.chocolate,
    categorySlug: "gift-hampers",
    name: "Classic Celebration Hamper",
    description:
      "A wicker basket for every sweet tooth: a 9-piece chocolate box, kaju katli, a jar of masala cashews, double chocolate chip cookies and a scented candle, wrapped in cellophane with a satin bow. Made for birthdays, housewarmings and the friend who has everything.",
    pricePaise: 249900,
    discountedPricePaise: 219900,
    stock: 18,
    features: [
      "Wicker basket with satin bow",
      "Chocolates, mithai, nuts and cookies",
      "Scented soy candle",
      "No prices inside the parcel",
      "Serves a family of four",
    ],
    faqs: [
      {
        question: "Can I swap an item in the hamper?",
        answer:
          "Not at the moment: every hamper is packed as described. If one item is a problem, for example because of an allergy, write to care@mithaas.in before you order and we'll tell you what we can do.",
      },
      {
        question: "How long do the contents last?",
        answer:
          "The cookies have the shortest life, at about four weeks; the chocolates and mithai carry dates on their own labels.",
      },
      {
        question: "Is the hamper vegetarian?",
        answer: "Yes, everything inside is vegetarian and eggless.",
      },
    ],
    images: [
      { kind: "hamper", palette: ["#c8a165", "#7a1f2b", "#fbf3e6"], variant: 0 },
      { kind: "chocolate-box", palette: ["#7a1f2b", "#d4af37", "#fbeee6"], variant: 1 },
    ],
    similar: ["chocolate-lovers-hamper", "thank-you-mini-hamper", "royal-maharaja-hamper"],
    createdDaysAgo: 121,
  },
  {
    slug: "chocolate-lovers-hamper",
    // Mixed supply, taxed as its principal supply: the chocolates.
    tax: tax.chocolate,
    categorySlug: "gift-hampers",
    name: "Chocolate Lover's Hamper",
    description:
      "For the person who would rather have chocolate than cake. Inside are our Signature Box of 16, Classic Dark Truffles, two Idukki single-origin bars, a jar of hazelnut spread, fudge brownies and a hot chocolate mix for monsoon evenings, all packed in a reusable tin trunk.",
    pricePaise: 349900,
    discountedPricePaise: 299900,
    stock: 14,
    features: [
      "Six chocolate treats",
      "Reusable tin trunk",
      "Hot chocolate mix included",
      "Insulated summer packing",
    ],
    faqs: [
      {
        question: "Will the truffles survive the journey?",
        answer:
          "Hampers with truffles travel with a gel pack in an insulated liner. Put the truffles in the fridge as soon as the hamper arrives.",
      },
      {
        question: "Can I order this for a corporate team?",
        answer: "Yes. For 10 or more hampers, write to care@mithaas.in for bulk pricing and branded tags.",
      },
    ],
    images: [
      { kind: "hamper", palette: ["#3b2216", "#d4af37", "#f5ebdd"], label: "For You", variant: 1 },
      { kind: "chocolate-bar", palette: ["#4a2c1d", "#c9a227", "#f7efe2"], variant: 1 },
      { kind: "jar", palette: ["#6b3e26", "#e8c27a", "#fbf3e6"], label: "Hazelnut", variant: 0 },
    ],
    similar: ["signature-box-16", "classic-celebration-hamper", "fudge-brownie-box-9"],
    createdDaysAgo: 66,
  },
  {
    slug: "executive-corporate-hamper",
    // Mixed supply, taxed as its principal supply: the chocolates.
    tax: tax.chocolate,
    categorySlug: "gift-hampers",
    name: "Executive Corporate Hamper",
    description:
      "A restrained, elegant hamper for clients and leadership teams: a sheesham tray holding premium dry fruits, the Idukki dark chocolate collection, Darjeeling first-flush tea and a brass diya. We issue a GST invoice with your company's GSTIN and can deliver to many addresses across India.",
    pricePaise: 499900,
    discountedPricePaise: null,
    stock: 40,
    features: [
      "Sheesham wood serving tray",
      "Almonds, cashews and pistachios",
      "Darjeeling first-flush tea",
      "GST invoice with your GSTIN",
      "Multi-address delivery",
    ],
    faqs: [
      {
        question: "Can you deliver to 50 different addresses?",
        answer:
          "Yes. E-mail a spreadsheet of names, addresses and pincodes to care@mithaas.in and we'll confirm the delivery schedule for each city.",
      },
      {
        question: "Can we claim GST input credit?",
        answer:
          "Send us your order number and GSTIN at care@mithaas.in and the tax invoice will carry it, so your finance team can claim input credit as applicable.",
      },
      {
        question: "Is branding possible?",
        answer: "Yes, a printed sleeve or a laser-marked tray for orders of 25 or more.",
      },
    ],
    images: [
      { kind: "hamper", palette: ["#1f3a68", "#d4af37", "#eef1f8"], variant: 2 },
      { kind: "dry-fruits", palette: ["#c8a165", "#1f3a68", "#f6efe4"], variant: 0 },
    ],
    similar: ["royal-maharaja-hamper", "heritage-sheesham-chest-36", "premium-dry-fruit-box"],
    createdDaysAgo: 176,
  },
  {
    slug: "royal-maharaja-hamper",
    // Mixed supply, taxed as its principal supply: the 36-piece chocolate chest.
    tax: tax.chocolate,
    categorySlug: "gift-hampers",
    name: "Royal Maharaja Hamper",
    description:
      "Our grandest hamper, built in a hand-painted trunk: the Heritage chest of chocolates, a kilo of mixed dry fruits, saffron from Pampore, kaju katli with silver varq, rose-scented candles and two brass tumblers. It is the gift for a wedding family, a milestone anniversary or a very important client.",
    pricePaise: 699900,
    discountedPricePaise: 599900,
    stock: 6,
    features: [
      "Hand-painted wooden trunk",
      "36-piece chocolate chest",
      "1 kg premium dry fruits",
      "Pampore saffron, 2 g",
      "Pair of brass tumblers",
    ],
    faqs: [
      {
        question: "How heavy is the hamper?",
        answer:
          "About 5.5 kg. Someone needs to be at the address to receive it; the courier calls before delivery.",
      },
      {
        question: "Is the silver varq vegetarian?",
        answer: "We use only certified vegetarian silver varq, beaten without animal membranes.",
      },
      {
        question: "How early should I order for a wedding?",
        answer:
          "For 10 or more, please order at least ten days ahead so we can build and pack each trunk by hand.",
      },
    ],
    images: [
      { kind: "hamper", palette: ["#7a1f2b", "#d4af37", "#fbeee6"], label: "Shubh", variant: 3 },
      { kind: "mithai", palette: ["#e8e4dc", "#c0c0c0", "#fbf7ef"], variant: 0 },
      { kind: "candle", palette: ["#e58fa5", "#d4af37", "#fdeef2"], variant: 0 },
    ],
    similar: ["executive-corporate-hamper", "heritage-sheesham-chest-36", "diwali-grand-festive-hamper"],
    createdDaysAgo: 199,
  },
  {
    slug: "chai-and-cookies-hamper",
    // Mixed supply, taxed as its principal supply: the cookies.
    tax: tax.bakery,
    categorySlug: "gift-hampers",
    name: "Chai & Cookies Hamper",
    description:
      "Everything for a proper four o'clock break: Assam masala chai, a jar of ghee nankhatai, jaggery oat cookies, rose pistachio biscotti and two hand-painted kulhad-style mugs. A thoughtful gift for new neighbours, teachers or in-laws.",
    pricePaise: 179900,
    discountedPricePaise: null,
    stock: 25,
    features: [
      "Assam masala chai, 250 g",
      "Three kinds of cookies",
      "Two ceramic kulhad mugs",
      "Jute basket",
    ],
    faqs: [
      {
        question: "Are the cookies eggless?",
        answer: "Yes, all our bakes are eggless.",
      },
      {
        question: "How long do the cookies stay fresh?",
        answer:
          "Four to six weeks in their sealed jars. Once opened, keep them in an airtight container and finish within ten days.",
      },
    ],
    images: [
      { kind: "hamper", palette: ["#a0522d", "#f4a300", "#fdf3e3"], variant: 4 },
      { kind: "cookies", palette: ["#d9a066", "#5a3a22", "#fdf6ec"], variant: 0 },
    ],
    similar: ["ghee-nankhatai-tin", "filter-coffee-truffles-12", "healthy-munchies-hamper"],
    createdDaysAgo: 39,
  },
  {
    slug: "welcome-little-one-hamper",
    // Mixed supply, taxed as its principal supply: the chocolates.
    tax: tax.chocolate,
    categorySlug: "gift-hampers",
    name: "Welcome Little One Hamper",
    description:
      "For new parents, with treats for them and a soft toy for the baby. The hamper holds a plush teddy, a pastel box of milk chocolates, a jar of dry fruit ladoos for the new mother and a congratulations card. It all comes in a keepsake basket that can later hold baby things.",
    pricePaise: 279900,
    discountedPricePaise: null,
    stock: 11,
    features: [
      "Plush teddy with embroidered eyes",
      "Milk chocolate box",
      "Dry fruit ladoo jar",
      "Keepsake basket",
      "Greeting card included",
    ],
    faqs: [
      {
        question: "Is the teddy safe for a newborn?",
        answer:
          "It is made of hypoallergenic polyester with embroidered eyes and no buttons, and is suitable from birth.",
      },
      {
        question: "Can I choose blue or pink?",
        answer:
          "The hamper comes in a neutral cream and mint palette, so it suits every baby; we don't make it in pink or blue.",
      },
    ],
    images: [
      { kind: "hamper", palette: ["#b5e3d8", "#f3c6d3", "#f5fbf9"], variant: 5 },
      { kind: "teddy", palette: ["#d9b382", "#b5e3d8", "#f5fbf9"], variant: 0 },
    ],
    similar: ["name-teddy-heart", "classic-celebration-hamper", "purple-orchids-teddy-combo"],
    createdDaysAgo: 83,
  },
  {
    slug: "healthy-munchies-hamper",
    // Mixed supply, taxed as its principal supply: the almonds.
    tax: tax.nuts,
    categorySlug: "gift-hampers",
    name: "Healthy Munchies Hamper",
    description:
      "A hamper that doesn't need an excuse: roasted peri-peri makhana, stuffed Medjool dates, ragi and jowar cookies, a cranberry trail mix and a no-added-sugar dark chocolate bar. A good Diwali gift for the colleague who never misses a morning run.",
    pricePaise: 199900,
    discountedPricePaise: 179900,
    stock: 30,
    features: [
      "Roasted makhana",
      "Millet cookies",
      "No-added-sugar dark chocolate",
      "Cranberry trail mix",
      "Stuffed dates",
    ],
    faqs: [
      {
        question: "Is everything in this hamper sugar-free?",
        answer:
          "Not everything. The chocolate bar has no added sugar and the makhana and trail mix are unsweetened, but the dates and cookies contain natural sugar and jaggery.",
      },
      {
        question: "What is the shelf life?",
        answer: "At least four weeks for every item from the day of dispatch.",
      },
    ],
    images: [{ kind: "hamper", palette: ["#93c572", "#a0522d", "#f3f8ec"], variant: 1 }],
    similar: ["sugar-free-dark-selection-12", "ragi-jowar-millet-cookies", "stuffed-medjool-dates-16"],
    createdDaysAgo: 29,
  },
  {
    slug: "thank-you-mini-hamper",
    // Mixed supply, taxed as its principal supply: the chocolates.
    tax: tax.chocolate,
    categorySlug: "gift-hampers",
    name: "Thank You Mini Hamper",
    description:
      "A small, pretty thank-you for a teacher, a helpful colleague or the neighbour who watered your plants. A mini basket holds six assorted chocolates, a pouch of nankhatai and a little card you can write in yourself.",
    pricePaise: 89900,
    discountedPricePaise: 79900,
    stock: 58,
    features: [
      "Mini wicker basket",
      "6 chocolates and nankhatai",
      "Blank thank-you card",
      "Fits in one hand",
    ],
    faqs: [
      {
        question: "Can I buy 30 for Teachers' Day?",
        answer: "Yes. For more than 30, e-mail care@mithaas.in a week ahead so we can reserve the stock.",
      },
      {
        question: "Is there room for a gift message?",
        answer:
          "It comes with a blank thank-you card for you to write in yourself. If you are sending it to someone, write a gift message at checkout instead and we print it on a card for you.",
      },
    ],
    images: [{ kind: "hamper", palette: ["#f4a300", "#7a1f2b", "#fff4dc"], label: "Thank You", variant: 2 }],
    similar: ["mini-celebration-box-9", "classic-celebration-hamper", "ghee-nankhatai-tin"],
    createdDaysAgo: 51,
  },
];
