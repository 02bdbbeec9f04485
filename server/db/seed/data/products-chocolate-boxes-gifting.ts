import type { SeedProduct } from "./seed-types";
import { tax } from "./tax-classes";

/** Chocolate boxes for particular occasions and people: offices, weddings, diets and children. */
export const giftingChocolateBoxProducts: SeedProduct[] = [
  {
    slug: "corporate-thank-you-box-9",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Corporate Thank-You Box (9 pcs)",
    description:
      "A neat nine-piece box for client thank-yous, onboarding kits and festive desk drops. The sleeve carries your company name, and for orders of 25 or more we print your logo as well. Inside are dark ganache, milk caramel, almond praline and filter coffee crunch, a mix almost everyone enjoys.",
    pricePaise: 64900,
    discountedPricePaise: 54900,
    stock: 120,
    features: [
      "9 assorted chocolates",
      "Company name on the sleeve",
      "Logo printing from 25 boxes",
      "GST invoice for your business",
      "Ships flat-packed in cartons of 25",
    ],
    faqs: [
      {
        question: "Can you deliver to many addresses?",
        answer:
          "Yes. Send a spreadsheet of names and addresses to care@mithaas.in after ordering and we dispatch each box separately; shipping is charged per address.",
      },
      {
        question: "How do I get a GST invoice?",
        answer:
          "Write to care@mithaas.in with your order number and your company's GSTIN, and we send a tax invoice in the company name with the dispatch mail.",
      },
      {
        question: "How long before the event should I order?",
        answer:
          "Five working days for name-only sleeves, seven for logo sleeves. Around Diwali, please allow ten.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#1c2e4a", "#c0c0c0", "#eef1f5"], label: "Thank You", variant: 1 },
      { kind: "greeting-card", palette: ["#eef1f5", "#1c2e4a", "#f7f8fa"], label: "Thank You", variant: 1 },
    ],
    customizableFields: [
      { name: "Company name for the sleeve", fieldType: "text", isRequired: true },
      { name: "Company logo", fieldType: "image", isRequired: false, minPhotos: 1, maxPhotos: 1 },
    ],
    similar: ["boardroom-collection-25", "executive-corporate-hamper", "mini-celebration-box-9"],
    createdDaysAgo: 131,
  },
  {
    slug: "boardroom-collection-25",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Boardroom Collection (25 pcs)",
    description:
      "Our premium corporate box: twenty-five chocolates in a charcoal leatherette case with a brass-finish clasp, the kind of gift that stays on a director's desk long after the chocolates are gone. The selection leans towards dark chocolate and nut pralines, with single-origin squares and a few kesar-pista pieces for festive seasons.",
    pricePaise: 299900,
    discountedPricePaise: 259900,
    stock: 21,
    features: [
      "25 chocolates in a 5 × 5 tray",
      "Leatherette case with clasp",
      "Debossed logo from 10 cases",
      "No prices inside the parcel",
    ],
    faqs: [
      {
        question: "Can the case carry our logo?",
        answer:
          "Yes, for 10 cases or more we deboss your logo on the lid. Send the artwork to care@mithaas.in at least ten days before you need them.",
      },
      {
        question: "Is there a volume discount?",
        answer: "For 50 cases or more, write to care@mithaas.in and we'll quote a price and dispatch date.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#333333", "#b8860b", "#efefef"], label: "Boardroom", variant: 4 },
      { kind: "chocolate-box", palette: ["#333333", "#b8860b", "#efefef"], variant: 3 },
    ],
    similar: ["executive-corporate-hamper", "heritage-sheesham-chest-36", "corporate-thank-you-box-9"],
    createdDaysAgo: 174,
  },
  {
    slug: "shaadi-favour-box-4",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Shaadi Favour Box (4 pcs)",
    description:
      "A small favour box for wedding guests, with four chocolates — kesar-pista, rose, almond praline and dark ganache — under a sleeve printed with the couple's names and wedding date. The gold-and-maroon design sits well on a mandap-side table or in a room hamper. Priced per box; for more than 100 guests we make the boxes to order.",
    pricePaise: 34900,
    discountedPricePaise: null,
    stock: 110,
    features: [
      "4 chocolates per box",
      "Names and date on the sleeve",
      "Gold-and-maroon wedding design",
      "Made to order for larger weddings",
    ],
    faqs: [
      {
        question: "How early should we order?",
        answer:
          "Three weeks before the wedding for up to 300 boxes, and five weeks for larger orders, so we can send a sample sleeve for approval. For more than 100 boxes, write to care@mithaas.in first.",
      },
      {
        question: "Can the sleeve be in Hindi or another language?",
        answer:
          "Yes. Type the names as you want them printed in Devanagari, Gujarati, Tamil or any other script, and we'll match it.",
      },
      {
        question: "How long do the chocolates keep?",
        answer:
          "Six weeks when stored below 20°C, so boxes delivered a week or two before the wedding are fine.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#800020", "#d4af37", "#fcf1e6"], label: "Shubh Vivah", variant: 1 },
      { kind: "chocolate-box", palette: ["#d4af37", "#800020", "#fff8e7"], variant: 0 },
    ],
    customizableFields: [
      { name: "Couple's names", fieldType: "text", isRequired: true },
      { name: "Wedding date", fieldType: "text", isRequired: true },
    ],
    similar: ["mehendi-night-trunk-30", "mini-celebration-box-9", "kaju-katli-500g"],
    createdDaysAgo: 95,
  },
  {
    slug: "mehendi-night-trunk-30",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Mehendi Night Trunk (30 pcs)",
    description:
      "Thirty chocolates in a small trunk covered in Bagru block-printed cotton, made for trousseau trays, mehendi gifts and the bride's side of the family. Each layer holds a different mood: rose and gulkand, saffron and pistachio, and rich dark pralines. Once emptied, the trunk makes a lovely box for bangles.",
    pricePaise: 399900,
    discountedPricePaise: 349900,
    stock: 7,
    features: [
      "30 chocolates in three layers",
      "Block-printed fabric trunk",
      "Reusable bangle and keepsake box",
      "Hand-tied tassel and name tag",
      "Serves 12–15",
    ],
    faqs: [
      {
        question: "Can the trunk be in a different colour?",
        answer:
          "Each trunk is made by hand, so the print changes from batch to batch and we cannot choose a colour for an order.",
      },
      {
        question: "How many can you make at once?",
        answer:
          "The artisans make a small number each month. For more than five trunks, please write to care@mithaas.in before ordering.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#2e7d32", "#e91e63", "#f3f9ef"], label: "Mehendi", variant: 5 },
      { kind: "truffles", palette: ["#5a321f", "#e91e63", "#fdf0f5"], variant: 4 },
      { kind: "chocolate-box", palette: ["#e91e63", "#2e7d32", "#fff3f7"], variant: 2 },
    ],
    similar: ["shaadi-favour-box-4", "heritage-sheesham-chest-36", "gulkand-rose-box-16"],
    createdDaysAgo: 193,
  },
  {
    slug: "sugar-free-milk-nut-box-16",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Sugar-Free Milk & Nut Box (16 pcs)",
    description:
      "For those who watch their sugar but miss milk chocolate: a creamy 38% milk chocolate sweetened with maltitol, wrapped around whole roasted almonds, cashews and hazelnuts. Sixteen pieces, individually foiled so a box can last a whole week of evening cravings. A gentle gift for parents and grandparents.",
    pricePaise: 129900,
    discountedPricePaise: 114900,
    stock: 28,
    features: [
      "No added sugar, sweetened with maltitol",
      "Creamy 38% milk chocolate",
      "Whole roasted nuts",
      "Individually foil-wrapped",
    ],
    faqs: [
      {
        question: "Is it suitable for diabetics?",
        answer:
          "There is no added sugar, but milk and nuts carry some natural sugar and fat. Please check with your doctor and see the nutrition panel on the box.",
      },
      {
        question: "Can it upset the stomach?",
        answer:
          "Maltitol can have a mild laxative effect if you eat a lot at once. Two or three pieces a day is a comfortable amount for most people.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#8d6e63", "#4caf50", "#f3f7f0"], label: "Sugar-Free", variant: 0 },
      { kind: "chocolate-bar", palette: ["#8d6e63", "#4caf50", "#f3f7f0"], variant: 3 },
    ],
    similar: ["sugar-free-dark-selection-12", "healthy-munchies-hamper", "premium-dry-fruit-box"],
    createdDaysAgo: 53,
  },
  {
    slug: "vegan-oat-milk-collection-12",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Vegan Oat-Milk Collection (12 pcs)",
    description:
      "Twelve dairy-free chocolates made with oat milk and cocoa butter, so they melt as smoothly as a classic milk chocolate. Fillings include coconut caramel, almond butter, raspberry and a dark ganache set with coconut cream. Certified vegan, and made on a line we clean down before every batch.",
    pricePaise: 114900,
    discountedPricePaise: null,
    stock: 36,
    features: [
      "Dairy-free oat-milk chocolate",
      "Certified vegan recipe",
      "Four fillings, three of each",
      "Plastic-free packaging",
    ],
    faqs: [
      {
        question: "Is it safe for someone with a milk allergy?",
        answer:
          "The recipe contains no milk and the line is cleaned before each batch, but our kitchen does handle dairy. We don't recommend it for severe milk allergies.",
      },
      {
        question: "Does it contain nuts?",
        answer: "Yes, the almond butter centre does. The other three fillings are nut-free.",
      },
      {
        question: "How long does it keep?",
        answer: "Eight weeks from manufacture when stored below 20°C.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#c8b48a", "#6b8e23", "#f7f5ec"], label: "Vegan", variant: 2 },
      { kind: "truffles", palette: ["#6f4e37", "#6b8e23", "#f7f5ec"], variant: 5 },
    ],
    similar: ["idukki-single-origin-dark-12", "coconut-jaggery-box-15", "sugar-free-dark-selection-12"],
    createdDaysAgo: 81,
  },
  {
    slug: "little-explorers-kids-box-10",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Little Explorers Kids' Box (10 pcs)",
    description:
      "Ten milk chocolates shaped like a tiger, an elephant, a peacock and other animals of the Indian jungle, with a fact card about each one. Made without nuts and with milder cocoa, so it suits younger children. The box folds out into a little jungle scene to play with afterwards.",
    pricePaise: 54900,
    discountedPricePaise: 44900,
    stock: 67,
    features: [
      "10 animal-shaped milk chocolates",
      "Nut-free recipe",
      "Animal fact cards",
      "Box folds into a play scene",
    ],
    faqs: [
      {
        question: "From what age is it suitable?",
        answer:
          "We suggest three years and up. The pieces are small and solid, so younger children should be supervised.",
      },
      {
        question: "Is it completely nut-free?",
        answer:
          "The recipe has no nuts, but our kitchen handles them, so traces can't be ruled out for severe allergies.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#ff8f00", "#2e7d32", "#fff6e5"], label: "Explorers", variant: 3 },
      { kind: "teddy", palette: ["#c68642", "#ff8f00", "#fff6e5"], variant: 1 },
    ],
    similar: ["lollipop-mini-bar-kids-box", "welcome-little-one-hamper", "mini-celebration-box-9"],
    createdDaysAgo: 27,
  },
  {
    slug: "lollipop-mini-bar-kids-box",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Lollipop & Mini Bar Kids' Box",
    description:
      "Four chocolate lollipops with rainbow sprinkles and six mini bars in bright wrappers, made for birthday return gifts and tiffin surprises. The chocolate is a mild milk recipe with no nuts and no artificial colours in the sprinkles. Comes in a sturdy box that fits into a party bag.",
    pricePaise: 44900,
    discountedPricePaise: 39900,
    stock: 84,
    features: [
      "4 lollipops and 6 mini bars",
      "Colours from beetroot, turmeric and spirulina",
      "Nut-free recipe",
      "Fits a standard party bag",
    ],
    faqs: [
      {
        question: "Can I order them for a whole class?",
        answer:
          "Yes, add as many as you need to the cart. For more than 60 boxes, write to care@mithaas.in and we'll confirm the dispatch date.",
      },
      {
        question: "Will the lollipops melt on the way?",
        answer:
          "In summer we pack them with a gel pack. Keep them in a cool place and hand them out on the day of the party.",
      },
    ],
    images: [
      { kind: "chocolate-bar", palette: ["#e53935", "#fdd835", "#fff9e6"], label: "Yum!", variant: 1 },
      { kind: "jar", palette: ["#8e24aa", "#fdd835", "#f9f0fb"], label: "Party", variant: 2 },
    ],
    similar: ["little-explorers-kids-box-10", "double-chocolate-chip-cookies", "gold-chocolate-coins-jar"],
    createdDaysAgo: 148,
  },
  {
    slug: "kaju-badam-rocher-box-16",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Kaju-Badam Rocher Box (16 pcs)",
    description:
      "Crunchy rochers made the Indian way: a whole roasted kaju or badam at the centre, wrapped in praline and a shell of milk chocolate studded with chopped nuts. Half the box is cashew, half almond, each in its own gold foil. A richer alternative to a dry fruit box at Diwali, and easy to share at the office.",
    pricePaise: 124900,
    discountedPricePaise: 99900,
    stock: 52,
    features: [
      "16 foil-wrapped rochers",
      "Whole cashew or almond centre",
      "Nuts roasted in-house",
      "Gold-window gift box",
    ],
    faqs: [
      {
        question: "How do I tell the cashew and almond ones apart?",
        answer: "Cashew rochers are in gold foil and almond rochers in bronze foil.",
      },
      {
        question: "How long do they stay crunchy?",
        answer:
          "Six weeks in the sealed box. Once opened, keep them in an airtight container away from humidity.",
      },
    ],
    images: [
      { kind: "truffles", palette: ["#b8860b", "#5a321f", "#fdf6e3"], label: "Kaju-Badam", variant: 0 },
      { kind: "chocolate-box", palette: ["#5a321f", "#b8860b", "#fdf6e3"], variant: 4 },
    ],
    similar: ["premium-dry-fruit-box", "grand-praline-assortment-24", "diwali-diya-chocolate-box"],
    createdDaysAgo: 40,
  },
  {
    slug: "baby-announcement-box-12",
    tax: tax.chocolate,
    categorySlug: "chocolate-boxes",
    name: "Little One Announcement Box (12 pcs)",
    description:
      "Share the good news with a box of twelve chocolates in soft pink, blue or mint, with a sleeve that reads “Our little one is here!”. Add the baby's name and date of birth and we print them on the card inside. A sweet way to answer everyone who asks for the mithai.",
    pricePaise: 89900,
    discountedPricePaise: null,
    stock: 13,
    features: [
      "12 milk and white chocolates",
      "Pink, blue or mint sleeve",
      "Baby's name and birth date on the card",
      "Dispatched in 2 working days",
    ],
    faqs: [
      {
        question: "How do I choose the sleeve colour?",
        answer:
          "Type pink, blue or mint in the sleeve colour field when you add the box to your cart. If you leave it empty, we send the mint sleeve.",
      },
      {
        question: "Can I order boxes for the whole family?",
        answer:
          "Yes. Boxes with the same name and date are made together, so one line in the cart with the quantity you need is enough.",
      },
    ],
    images: [
      { kind: "chocolate-box", palette: ["#f8bbd0", "#81d4fa", "#fdf5f8"], label: "Hello Baby", variant: 1 },
      { kind: "greeting-card", palette: ["#e0f7fa", "#f06292", "#fbfdfe"], label: "Welcome", variant: 2 },
    ],
    customizableFields: [
      { name: "Sleeve colour (pink, blue or mint)", fieldType: "text", isRequired: false },
      { name: "Baby's name and date of birth", fieldType: "text", isRequired: true },
    ],
    similar: ["welcome-little-one-hamper", "name-teddy-heart", "spell-it-out-message-box"],
    createdDaysAgo: 8,
  },
];
