import type { SeedProduct } from "./seed-types";
import { tax } from "./tax-classes";

export const chocolateBoxProducts: SeedProduct[] = [
  {
    slug: "signature-box-16",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Mithaas Signature Box (16 pcs)",
    description:
      "Our bestselling box: sixteen hand-finished chocolates moulded from Belgian couverture and filled in our Pune kitchen. Eight flavours sit side by side, from meetha paan and Madras filter coffee to kesar-pista praline and a 70% dark ganache made with Idukki cocoa. It arrives in a magnetic maroon box with a satin ribbon, ready to hand over at a birthday or anniversary dinner.",
    pricePaise: 129900,
    discountedPricePaise: 109900,
    stock: 64,
    features: [
      "16 hand-finished chocolates",
      "Eight flavours, two of each",
      "Belgian couverture shells",
      "Magnetic gift box with satin ribbon",
      "100% vegetarian, eggless",
    ],
    faqs: [
      {
        question: "How long will the chocolates stay fresh?",
        answer:
          "Best within 45 days of the manufacturing date printed on the sleeve. The praline and ganache centres taste freshest in the first three weeks.",
      },
      {
        question: "How should I store them in summer?",
        answer:
          "Keep the box at 16–20°C, away from sunlight. If your room is warmer, seal the box in a zip bag and refrigerate it, then let it rest outside for ten minutes before opening so the shells don't sweat.",
      },
      {
        question: "Can I add a gift message?",
        answer:
          "Yes. Write it at checkout with the name to sign it with, and we print it on a card that goes in the parcel; you can change it until the order is packed. Prices are never shown inside the parcel.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#7a1f2b", "#d4af37", "#fbeee6"], label: "Mithaas", variant: 0 },
      { kind: "truffles", palette: ["#3b2216", "#c9a227", "#f5ebdd"], variant: 1 },
    ],
    similar: ["grand-praline-assortment-24", "classic-dark-truffles-12", "mini-celebration-box-9"],
    createdDaysAgo: 142,
  },
  {
    slug: "idukki-single-origin-dark-12",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Idukki Single-Origin Dark Collection (12 pcs)",
    description:
      "Twelve squares of 72% dark chocolate made only from cocoa grown on smallholder farms in Idukki, Kerala. The beans are fermented at the farm and roasted gently, so you taste red fruit, a little jaggery and a long, clean finish. A quiet box for someone who drinks their coffee black.",
    pricePaise: 149900,
    discountedPricePaise: null,
    stock: 38,
    features: [
      "72% single-origin Idukki cocoa",
      "Twelve 10 g tasting squares",
      "Tasting notes card inside",
      "No added flavours or vanilla",
      "Made without milk solids",
    ],
    faqs: [
      {
        question: "Is this chocolate vegan?",
        answer:
          "The recipe has only cocoa beans, cocoa butter and cane sugar, with no milk. It is made on lines that also handle milk, so traces may be present.",
      },
      {
        question: "What is the shelf life?",
        answer:
          "Nine months from manufacture. Dark chocolate keeps well, but store it below 22°C to avoid a white bloom on the surface.",
      },
    ],
    images: [
      { kind: "chocolate-bar", palette: ["#2e1a12", "#b08d57", "#efe6da"], label: "Idukki 72%", variant: 0 },
      {
        kind: "chocolate-box",
        palette: ["#2e1a12", "#b08d57", "#efe6da"],
        label: "Single Origin",
        variant: 2,
      },
    ],
    similar: ["sugar-free-dark-selection-12", "classic-dark-truffles-12", "signature-box-16"],
    createdDaysAgo: 97,
  },
  {
    slug: "grand-praline-assortment-24",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Grand Praline Assortment (24 pcs)",
    description:
      "Two layers of pralines for the big occasions: hazelnut gianduja, almond-caramel crunch, cashew and cardamom, pistachio with Iranian saffron and a dozen more. Every piece is enrobed in Belgian milk or dark couverture and finished with a hand-piped mark, so you can tell them apart with the flavour map inside the lid.",
    pricePaise: 249900,
    discountedPricePaise: 219900,
    stock: 27,
    features: [
      "24 pralines in two layers",
      "Flavour map inside the lid",
      "Nuts roasted in-house",
      "Gold-foil gift box",
      "Serves 8–10",
    ],
    faqs: [
      {
        question: "Do these contain nuts?",
        answer:
          "Yes, almost every piece has hazelnut, almond, cashew or pistachio. Please don't choose this box for someone with a nut allergy.",
      },
      {
        question: "Is it suitable for vegetarians?",
        answer:
          "Yes. All pralines are eggless and vegetarian, and we use no gelatine anywhere in our kitchen.",
      },
      {
        question: "How long does it keep?",
        answer:
          "Six weeks from the date on the box when stored below 20°C. In the Indian summer, refrigerate it in a sealed bag.",
      },
    ],
    images: [
      {
        kind: "chocolate-box",
        palette: ["#4a2c1d", "#d4af37", "#f7efe2"],
        label: "Grand Pralines",
        variant: 3,
      },
      { kind: "truffles", palette: ["#7b4a2d", "#e8c27a", "#fbf3e6"], variant: 2 },
      { kind: "chocolate-box", palette: ["#d4af37", "#4a2c1d", "#fff8e7"], variant: 4 },
    ],
    similar: ["signature-box-16", "heritage-sheesham-chest-36", "kesar-pista-bonbons-16"],
    createdDaysAgo: 160,
  },
  {
    slug: "mini-celebration-box-9",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Mini Celebration Box (9 pcs)",
    description:
      "Nine assorted chocolates in a compact box that slips into a return-gift bag. Dark ganache, milk caramel, rose, coconut and a little filter coffee crunch give plenty of variety without overdoing it. Popular for birthday return gifts and office Diwali desks.",
    pricePaise: 59900,
    discountedPricePaise: 49900,
    stock: 112,
    features: [
      "9 assorted chocolates",
      "Compact 11 cm square box",
      "Made for return gifts",
      "Bulk orders welcome",
    ],
    faqs: [
      {
        question: "Can I order 50 boxes for a party?",
        answer:
          "Yes. Larger orders can be placed directly; for more than 100 boxes, e-mail care@mithaas.in and we'll confirm a dispatch date.",
      },
      {
        question: "Are the chocolates eggless?",
        answer: "Yes, every piece is eggless and vegetarian.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#e58fa5", "#7a1f2b", "#fdeef2"], label: "Celebrate", variant: 1 },
    ],
    similar: ["signature-box-16", "classic-dark-truffles-12", "thank-you-mini-hamper"],
    createdDaysAgo: 45,
  },
  {
    slug: "sugar-free-dark-selection-12",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "No Added Sugar Dark Selection (12 pcs)",
    description:
      "Twelve dark chocolates sweetened with stevia and erythritol instead of sugar, for parents and grandparents who still deserve a box of their own. The 65% dark base keeps the cocoa flavour front and centre, with almond, orange peel and roasted coconut centres.",
    pricePaise: 109900,
    discountedPricePaise: null,
    stock: 22,
    features: [
      "No added sugar",
      "Sweetened with stevia and erythritol",
      "65% dark chocolate base",
      "12 pieces, four flavours",
    ],
    faqs: [
      {
        question: "Is it safe for diabetics?",
        answer:
          "It has no added sugar, but cocoa and nuts still carry some natural sugar and fat. Please check with your doctor, and see the nutrition panel on the box.",
      },
      {
        question: "Will it taste different from regular chocolate?",
        answer:
          "Slightly — erythritol leaves a gentle cooling finish. Most customers say it tastes like a good dark chocolate, just less sweet.",
      },
      {
        question: "How should it be stored?",
        answer: "Below 20°C in a dry place. During summer, refrigerate it in a sealed bag.",
      },
    ],
    images: [
      {
        kind: "chocolate-box",
        palette: ["#2e1a12", "#93c572", "#f3f8ec"],
        label: "No Added Sugar",
        variant: 5,
      },
    ],
    similar: ["idukki-single-origin-dark-12", "anjeer-akhrot-barfi", "healthy-munchies-hamper"],
    createdDaysAgo: 71,
  },
  {
    slug: "spell-it-out-message-box",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Spell-It-Out Message Box",
    description:
      "Say it in chocolate: each letter of your word is pressed into a square of milk chocolate and laid out in a long window box. Write SORRY, MARRY ME or simply their name, and we'll add a card with your longer message. Letters are made to order in our Pune kitchen and dispatched within two working days.",
    pricePaise: 149900,
    discountedPricePaise: 129900,
    stock: 40,
    features: [
      "Up to 10 letter chocolates",
      "Your own words, made to order",
      "Window gift box",
      "Printed message card",
      "Dispatched in 2 working days",
    ],
    faqs: [
      {
        question: "Which characters can I use?",
        answer:
          "Letters A to Z, the numbers 0 to 9, a heart and a space. Up to ten characters fit in the box.",
      },
      {
        question: "Can I change the word after ordering?",
        answer:
          "Yes, until we start production, which is usually within six hours. Write to care@mithaas.in with your order number.",
      },
      {
        question: "Can a personalised box be cancelled?",
        answer:
          "Once the letters are made we can't reuse them, so cancellation is only possible before production starts.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#7b4a2d", "#e58fa5", "#fdf1ec"], label: "Love You", variant: 2 },
      { kind: "greeting-card", palette: ["#fdeef2", "#7a1f2b", "#fff8f5"], label: "For You", variant: 0 },
    ],
    customizableFields: [
      { name: "Word to spell (up to 10 letters)", fieldType: "text", isRequired: true },
      { name: "Message on the card", fieldType: "text", isRequired: false },
    ],
    similar: ["name-wrapped-chocolate-bars", "signature-box-16", "roses-and-truffles-combo"],
    createdDaysAgo: 18,
  },
  {
    slug: "mango-season-box-12",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Alphonso Mango Season Box (12 pcs)",
    description:
      "A summer-only box built around Ratnagiri Alphonso mango: mango ganache in white chocolate, mango and chilli in dark, and a mango-kulfi bonbon that tastes like the matka version. We make it in small batches while the mangoes last.",
    pricePaise: 99900,
    discountedPricePaise: 89900,
    stock: 3,
    features: [
      "Ratnagiri Alphonso mango pulp",
      "Three mango flavours",
      "Small-batch, seasonal",
      "Insulated summer packing",
    ],
    faqs: [
      {
        question: "Why is stock so limited?",
        answer:
          "We make this box only while fresh Alphonso pulp is available, in small batches each week. When it sells out, it returns with the next batch.",
      },
      {
        question: "How long does it keep?",
        answer:
          "The fruit ganaches are best within three weeks. Keep it refrigerated in a sealed box and eat at room temperature.",
      },
      {
        question: "Do you ship it in hot weather?",
        answer: "Yes, in an insulated box with a gel pack that keeps it firm for about 48 hours in transit.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#ffb627", "#2f7d32", "#fff7e0"], label: "Aamras", variant: 3 },
      { kind: "truffles", palette: ["#ffcc4d", "#7b4a2d", "#fff7e0"], variant: 4 },
    ],
    similar: ["alphonso-mango-cream-cake", "rose-raspberry-truffles-16", "mini-celebration-box-9"],
    createdDaysAgo: 12,
  },
  {
    slug: "heritage-sheesham-chest-36",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Heritage Sheesham Chest (36 pcs)",
    description:
      "Thirty-six of our finest chocolates packed into a hand-carved sheesham wood chest made by Saharanpur artisans, with brass latches and a velvet lining. Once the chocolates are gone, the chest stays on as a jewellery or keepsake box. Our most requested box for weddings, Diwali and senior clients.",
    pricePaise: 499900,
    discountedPricePaise: null,
    stock: 9,
    features: [
      "36 chocolates in three trays",
      "Hand-carved sheesham chest",
      "Brass latch, velvet lining",
      "Reusable keepsake box",
      "Corporate branding on request",
    ],
    faqs: [
      {
        question: "Can you add our company logo?",
        answer:
          "Yes. For 10 or more chests we laser-mark a logo on the lid. Send the artwork to care@mithaas.in at least seven days before you need them.",
      },
      {
        question: "How long do the chocolates last?",
        answer:
          "Six weeks from manufacture when stored below 20°C. The chest itself lasts for years — wipe it with a dry cloth only.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#6b3e26", "#d4af37", "#f3e6d3"], label: "Heritage", variant: 5 },
      { kind: "chocolate-box", palette: ["#4a2c1d", "#c9a227", "#efe2cf"], variant: 4 },
    ],
    similar: ["grand-praline-assortment-24", "executive-corporate-hamper", "royal-maharaja-hamper"],
    createdDaysAgo: 188,
  },
  {
    slug: "flavours-of-india-box-20",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Flavours of India Box (20 pcs)",
    description:
      "A chocolate tour of the country in twenty pieces, each inspired by a state and named on the map card inside. Start with Kashmiri saffron and walnut, move through Rajasthani ghevar crunch, Goan bebinca and Hyderabadi qubani, and finish with Bengal's mishti doi and a Chettinad pepper caramel. A favourite with NRI families and for friends who have just moved to a new city.",
    pricePaise: 189900,
    discountedPricePaise: 159900,
    stock: 34,
    features: [
      "20 chocolates, one per region",
      "Illustrated India map card",
      "Milk, dark and white couverture",
      "Two-tier drawer box",
      "100% vegetarian, eggless",
    ],
    faqs: [
      {
        question: "Which pieces are the spiciest?",
        answer:
          "The Chettinad pepper caramel and the Kolhapuri chilli ganache have a gentle warmth at the end. Nothing in the box is truly hot.",
      },
      {
        question: "Can it be shipped abroad?",
        answer:
          "We deliver only within India for now. Many customers send it to family here or carry it in cabin baggage, where it travels well for a day or two.",
      },
      {
        question: "How long does it keep?",
        answer:
          "Five weeks from the date on the sleeve when stored below 20°C. The fruit pieces taste best in the first three weeks.",
      },
    ],
    images: [
      {
        kind: "chocolate-box",
        palette: ["#1f4e79", "#f2a900", "#eef4fa"],
        label: "Flavours of India",
        variant: 2,
      },
      { kind: "truffles", palette: ["#8b4513", "#f2a900", "#fdf5e6"], variant: 5 },
    ],
    similar: ["grand-praline-assortment-24", "southern-spice-route-box-12", "north-east-discovery-box-9"],
    createdDaysAgo: 64,
  },
  {
    slug: "indian-cocoa-trail-tasting-18",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Indian Cocoa Trail Tasting Box (18 pcs)",
    description:
      "Three single-origin dark chocolates side by side: Idukki in Kerala, West Godavari in Andhra Pradesh and the Anamalai hills in Tamil Nadu, six squares of each. Tasted together they show how much Indian cocoa varies, from bright berry notes to deep roasted nut and molasses. A tasting guide walks you through the order and what to look for.",
    pricePaise: 179900,
    discountedPricePaise: null,
    stock: 19,
    features: [
      "Three Indian cocoa origins",
      "18 squares of 70% dark chocolate",
      "Printed tasting guide and score card",
      "Made without milk solids",
    ],
    faqs: [
      {
        question: "In which order should I taste them?",
        answer:
          "Start with Anamalai, the mildest, then West Godavari, and finish with Idukki. Let each square melt on the tongue rather than chewing, and sip water in between.",
      },
      {
        question: "Is it good for a tasting party?",
        answer:
          "Yes. One box serves up to six people, with one square of each origin per person, and the guide has a score card you can photocopy.",
      },
    ],
    images: [
      { kind: "chocolate-bar", palette: ["#3e2415", "#7fb069", "#f1ede4"], label: "Cocoa Trail", variant: 1 },
      { kind: "chocolate-box", palette: ["#3e2415", "#7fb069", "#f1ede4"], variant: 0 },
    ],
    similar: ["idukki-single-origin-dark-12", "sugar-free-dark-selection-12", "classic-dark-truffles-12"],
    createdDaysAgo: 123,
  },
];
