import type { SeedProduct } from "./seed-types";
import { tax } from "./tax-classes";

export const mithaiProducts: SeedProduct[] = [
  {
    slug: "kaju-katli-500g",
    tax: tax.mithai,
    categorySlug: "dry-fruits-mithai",
    name: "Kaju Katli (500 g)",
    description:
      "Diamond-cut kaju katli made with Goan cashews and just enough sugar, rolled thin and topped with edible silver varq. It is soft, a little fudgy and never cloying. Packed in a rigid box so the diamonds reach you unbroken.",
    pricePaise: 64900,
    discountedPricePaise: 59900,
    stock: 90,
    features: ["Goan cashews", "Edible silver varq", "No artificial flavours", "500 g in a rigid box"],
    faqs: [
      {
        question: "How long does kaju katli last?",
        answer:
          "Ten days at room temperature in a cool room, or up to three weeks refrigerated in an airtight box.",
      },
      {
        question: "Is the silver varq vegetarian?",
        answer: "Yes. We use certified vegetarian varq made without animal membranes.",
      },
      {
        question: "How should I store it in summer?",
        answer:
          "In the fridge, in an airtight container so it doesn't pick up other smells. Bring it to room temperature before serving.",
      },
    ],
    images: [{ kind: "mithai", palette: ["#e8e4dc", "#c0c0c0", "#fbf7ef"], label: "Kaju Katli", variant: 1 }],
    similar: ["kesar-peda-400g", "premium-dry-fruit-box", "kesar-pista-bonbons-16"],
    createdDaysAgo: 54,
    perishable: { maxDaysAhead: 2 },
  },
  {
    slug: "premium-dry-fruit-box",
    // Mixed nuts: the pistachios are the costliest.
    tax: tax.nuts,
    categorySlug: "dry-fruits-mithai",
    name: "Premium Dry Fruit Box (800 g)",
    description:
      "Four compartments of California almonds, W240 cashews, roasted salted pistachios and Afghan raisins, in a maroon box with a gold foil lid. A traditional Diwali and wedding gift that every household finishes.",
    pricePaise: 189900,
    discountedPricePaise: 159900,
    stock: 37,
    features: [
      "California almonds, 200 g",
      "W240 cashews, 200 g",
      "Salted pistachios, 200 g",
      "Afghan raisins, 200 g",
      "Gold foil box",
    ],
    faqs: [
      {
        question: "How long do the dry fruits last?",
        answer: "Six months unopened. After opening, keep them in airtight jars in a cool place.",
      },
      {
        question: "Can I order 100 boxes for a wedding?",
        answer: "Yes. Write to care@mithaas.in and we'll share bulk pricing and a dispatch date.",
      },
    ],
    images: [
      { kind: "dry-fruits", palette: ["#7a1f2b", "#d4af37", "#fbeee6"], label: "Shubh Labh", variant: 1 },
    ],
    similar: ["royal-maharaja-hamper", "diwali-dry-fruit-thali", "stuffed-medjool-dates-16"],
    createdDaysAgo: 137,
  },
  {
    slug: "kesar-peda-400g",
    tax: tax.mithai,
    categorySlug: "dry-fruits-mithai",
    name: "Kesar Peda (400 g)",
    description:
      "Mathura-style peda made by slowly reducing full-cream milk over a low flame, then flavoured with Kashmiri saffron and cardamom. Each one is pressed by hand and stamped with a sliver of pistachio.",
    pricePaise: 44900,
    discountedPricePaise: null,
    stock: 0,
    features: ["Slow-cooked khoya", "Kashmiri saffron", "Pressed by hand", "About 20 pieces"],
    faqs: [
      {
        question: "When will it be back?",
        answer: "Peda is made fresh in small batches, and a new batch is usually ready within a week.",
      },
      {
        question: "What is the shelf life?",
        answer: "Seven days at room temperature, two weeks in the fridge.",
      },
    ],
    images: [{ kind: "mithai", palette: ["#f4c26b", "#93c572", "#fff4dc"], variant: 2 }],
    similar: ["kaju-katli-500g", "motichoor-ladoo-500g", "kesar-pista-bonbons-16"],
    createdDaysAgo: 79,
    perishable: { maxDaysAhead: 2 },
  },
  {
    slug: "motichoor-ladoo-500g",
    tax: tax.mithai,
    categorySlug: "dry-fruits-mithai",
    name: "Pure Ghee Motichoor Ladoo (500 g)",
    description:
      "Fine gram-flour boondi fried in pure cow ghee, soaked in saffron syrup and rolled into soft ladoos with melon seeds. These are the ladoos for a puja, a new job or good exam results.",
    pricePaise: 49900,
    discountedPricePaise: 44900,
    stock: 66,
    features: ["Pure cow ghee", "Fine motichoor boondi", "Melon seeds and saffron", "About 12 ladoos"],
    faqs: [
      {
        question: "Are they made in ghee or oil?",
        answer: "Only pure cow ghee, never vanaspati or oil.",
      },
      {
        question: "How long do they last?",
        answer: "Five days at room temperature and ten days in the fridge.",
      },
    ],
    images: [{ kind: "mithai", palette: ["#f4a300", "#b5121b", "#fff4dc"], label: "Shubh", variant: 3 }],
    similar: ["kesar-peda-400g", "kaju-katli-500g", "holi-baked-gujiya-box"],
    createdDaysAgo: 105,
    perishable: { maxDaysAhead: 2 },
  },
  {
    slug: "anjeer-akhrot-barfi",
    tax: tax.mithai,
    categorySlug: "dry-fruits-mithai",
    name: "Anjeer Akhrot Barfi, No Added Sugar (400 g)",
    description:
      "Dried figs and Kashmiri walnuts ground together and set into a dense, chewy barfi with no added sugar; all the sweetness comes from the fruit. A mithai that elders watching their sugar can enjoy in moderation.",
    pricePaise: 79900,
    discountedPricePaise: null,
    stock: 28,
    features: ["No added sugar", "Figs and Kashmiri walnuts", "High in fibre", "About 16 pieces"],
    faqs: [
      {
        question: "Is it suitable for diabetics?",
        answer:
          "It has no added sugar, but figs are naturally sweet. Please ask your doctor about portion sizes.",
      },
      {
        question: "How long does it keep?",
        answer: "Three weeks at room temperature and six weeks in the fridge.",
      },
    ],
    images: [{ kind: "mithai", palette: ["#6b3e26", "#93c572", "#f3e6d3"], variant: 4 }],
    similar: ["sugar-free-dark-selection-12", "stuffed-medjool-dates-16", "healthy-munchies-hamper"],
    createdDaysAgo: 31,
  },
  {
    slug: "masala-nuts-jar-duo",
    // Almonds and cashews: the almonds are the costlier.
    tax: tax.nuts,
    categorySlug: "dry-fruits-mithai",
    name: "Masala Roasted Nuts Jar Duo",
    description:
      "Two glass jars for the evening snack plate: peri-peri roasted almonds and chaat-masala cashews, slow-roasted with a little rice-bran oil. Dangerously easy to finish during a cricket match.",
    pricePaise: 74900,
    discountedPricePaise: null,
    stock: 44,
    features: ["Two 200 g glass jars", "Peri-peri almonds", "Chaat masala cashews", "Roasted, not fried"],
    faqs: [
      {
        question: "Are these spicy?",
        answer: "Medium. The peri-peri almonds have a kick; the cashews are tangy rather than hot.",
      },
      {
        question: "How long do they stay crunchy?",
        answer: "Four months sealed. Once opened, close the lid tightly and finish within three weeks.",
      },
    ],
    images: [
      { kind: "jar", palette: ["#a0522d", "#b5121b", "#fbf0e3"], label: "Peri Peri", variant: 1 },
      { kind: "jar", palette: ["#c8a165", "#3f7d3a", "#f6efe4"], label: "Chaat Masala", variant: 2 },
    ],
    similar: ["premium-dry-fruit-box", "healthy-munchies-hamper", "chai-and-cookies-hamper"],
    createdDaysAgo: 146,
  },
  {
    slug: "stuffed-medjool-dates-16",
    tax: tax.dates,
    categorySlug: "dry-fruits-mithai",
    name: "Stuffed Medjool Dates (16 pcs)",
    description:
      "Plump Medjool dates, pitted by hand and stuffed with almonds, pistachio paste, candied orange peel or a spoon of dark chocolate ganache. Sixteen to a box, in four flavours, for Eid, Diwali or an evening with guests.",
    pricePaise: 99900,
    discountedPricePaise: 84900,
    stock: 23,
    features: ["Jordanian Medjool dates", "Four fillings", "16 pieces", "No sugar added to the dates"],
    faqs: [
      {
        question: "Do they need refrigeration?",
        answer: "Keep them in the fridge once opened; they last three weeks.",
      },
      {
        question: "Are they good for iftar?",
        answer: "Yes, many customers order them for iftar and for Eid gifting during Ramzan.",
      },
    ],
    images: [{ kind: "dry-fruits", palette: ["#5a3a22", "#93c572", "#f4ece2"], variant: 2 }],
    similar: ["premium-dry-fruit-box", "anjeer-akhrot-barfi", "healthy-munchies-hamper"],
    createdDaysAgo: 26,
  },
];
