import type { SeedProduct } from "./seed-types";
import { tax } from "./tax-classes";

export const personalisedProducts: SeedProduct[] = [
  {
    slug: "personalised-photo-mug",
    tax: tax.mug,
    categorySlug: "personalised-gifts",
    name: "Personalised Photo Mug",
    description:
      "A 330 ml white ceramic mug printed with your photo and a short line of text, safe in the dishwasher and the microwave. Good for Raksha Bandhan, Father's Day or the colleague who keeps borrowing the office mug.",
    pricePaise: 49900,
    discountedPricePaise: 39900,
    stock: 120,
    features: [
      "330 ml ceramic mug",
      "Full-colour photo print",
      "Dishwasher and microwave safe",
      "Gift box included",
    ],
    faqs: [
      {
        question: "Will the print fade?",
        answer:
          "We use sublimation printing, which bonds the ink into the glaze, so it survives hundreds of washes.",
      },
      {
        question: "How soon is it dispatched?",
        answer: "Within two working days of your order.",
      },
      {
        question: "What photo size do I need?",
        answer:
          "At least 800 × 800 pixels. If a photo looks too blurry to print well, we'll e-mail you before printing.",
      },
    ],
    images: [
      { kind: "mug", palette: ["#ffffff", "#7a1f2b", "#f7f1ea"], label: "Best Bhai", variant: 1 },
      { kind: "mug", palette: ["#ffffff", "#1f3a68", "#eef1f8"], label: "Best Papa", variant: 2 },
    ],
    customizableFields: [
      { name: "Photo for the mug", fieldType: "image", isRequired: true, minPhotos: 1, maxPhotos: 1 },
      { name: "Name or short message", fieldType: "text", isRequired: false },
    ],
    similar: ["personalised-photo-cushion", "memories-collage-frame", "name-wrapped-chocolate-bars"],
    createdDaysAgo: 58,
  },
  {
    slug: "personalised-photo-cushion",
    tax: tax.cushion,
    categorySlug: "personalised-gifts",
    name: "Personalised Photo Cushion (16 × 16 in)",
    description:
      "A soft satin cushion with your photo printed edge to edge on the front and a plain back. It comes with a fibre filler, so it is ready for the sofa the moment it is unwrapped.",
    pricePaise: 79900,
    discountedPricePaise: 64900,
    stock: 64,
    features: ["16 × 16 inch satin cover", "Fibre filler included", "Wash-safe print", "Zip closure"],
    faqs: [
      {
        question: "Can the cover be washed?",
        answer: "Yes. Hand-wash the cover in cold water with a mild detergent and dry it in the shade.",
      },
      {
        question: "Will my photo be cropped?",
        answer: "It is cropped to a square, so keep faces towards the centre of the picture.",
      },
    ],
    images: [{ kind: "cushion", palette: ["#f3ead7", "#e58fa5", "#fdf6f0"], label: "Us", variant: 0 }],
    customizableFields: [
      { name: "Photo for the cushion", fieldType: "image", isRequired: true, minPhotos: 1, maxPhotos: 1 },
      { name: "Text on the cushion", fieldType: "text", isRequired: false },
    ],
    similar: ["personalised-photo-mug", "name-teddy-heart", "anniversary-twin-photo-frame"],
    createdDaysAgo: 41,
  },
  {
    slug: "memories-collage-frame",
    tax: tax.frame,
    categorySlug: "personalised-gifts",
    name: "Memories Collage Frame",
    description:
      "A 12 × 18 inch wooden frame that lays out three to six of your photos in a neat collage, with an optional caption along the bottom. Upload pictures from a trip, a wedding or every birthday since college, and we'll arrange them for you.",
    pricePaise: 129900,
    discountedPricePaise: 109900,
    stock: 33,
    features: [
      "12 × 18 inch teak-finish frame",
      "Three to six photos",
      "Optional caption",
      "Wall hook and table stand",
    ],
    faqs: [
      {
        question: "Can I choose how the photos are laid out?",
        answer:
          "We arrange them in the order you upload them, largest first. If a photo is too small or blurry to print well, we write to you before we print.",
      },
      {
        question: "What if I upload only three photos?",
        answer: "We use a three-photo layout with larger prints; the frame size stays the same.",
      },
      {
        question: "Is the front made of glass?",
        answer: "It is shatter-proof acrylic, so it is safe to ship and to hang in a child's room.",
      },
    ],
    images: [
      { kind: "photo-frame", palette: ["#8b5e3c", "#f3ead7", "#f7f1ea"], label: "Goa 2025", variant: 0 },
      { kind: "photo-frame", palette: ["#3b2216", "#d4af37", "#f5ebdd"], variant: 1 },
    ],
    customizableFields: [
      { name: "Photos for the collage", fieldType: "image", isRequired: true, minPhotos: 3, maxPhotos: 6 },
      { name: "Caption along the bottom", fieldType: "text", isRequired: false },
    ],
    similar: ["anniversary-twin-photo-frame", "personalised-photo-cushion", "photo-print-cake-1kg"],
    createdDaysAgo: 21,
  },
  {
    slug: "name-wrapped-chocolate-bars",
    tax: tax.chocolate,
    categorySlug: "personalised-gifts",
    name: "Name-Wrapped Chocolate Bars (Set of 4)",
    description:
      "Four 50 g chocolate bars — dark, milk, kesar-pista and filter coffee — each in a sleeve printed with the name you choose and a short message on the back. Lovely as wedding favours or as place cards at a birthday dinner.",
    pricePaise: 69900,
    discountedPricePaise: null,
    stock: 80,
    features: ["Four 50 g bars", "Name printed on each wrapper", "Message on the back", "Four flavours"],
    faqs: [
      {
        question: "Can each bar carry a different name?",
        answer: "Yes. Separate up to four names with commas and we'll print one on each bar.",
      },
      {
        question: "How long do the bars keep?",
        answer: "Six months from manufacture when stored below 22°C.",
      },
    ],
    images: [
      { kind: "chocolate-bar", palette: ["#7a1f2b", "#d4af37", "#fbeee6"], label: "Ananya", variant: 3 },
      { kind: "chocolate-bar", palette: ["#93c572", "#4a2c1d", "#f3f8ec"], label: "Rohan", variant: 4 },
    ],
    customizableFields: [
      { name: "Name on the wrapper", fieldType: "text", isRequired: true },
      { name: "Message on the back", fieldType: "text", isRequired: false },
    ],
    similar: ["spell-it-out-message-box", "personalised-photo-mug", "engraved-sheesham-truffle-box"],
    createdDaysAgo: 10,
  },
  {
    slug: "engraved-sheesham-truffle-box",
    // Mixed supply, taxed as its principal supply: the 12 truffles.
    tax: tax.chocolate,
    categorySlug: "personalised-gifts",
    name: "Engraved Sheesham Box with 12 Truffles",
    description:
      "A sheesham wood box laser-engraved with a name and a date, holding twelve assorted truffles. The chocolates go quickly; the box ends up on a dressing table for years. A favourite for anniversaries and bridesmaid gifts.",
    pricePaise: 189900,
    discountedPricePaise: null,
    stock: 21,
    features: [
      "Laser-engraved sheesham box",
      "12 assorted truffles",
      "Name and date engraving",
      "Velvet insert",
    ],
    faqs: [
      {
        question: "Which fonts do you engrave in?",
        answer:
          "A classic serif, the same on every box, so names stay crisp on the wood grain. Type the name and date exactly as you want them engraved.",
      },
      {
        question: "How long does engraving take?",
        answer: "We dispatch within three working days.",
      },
      {
        question: "How long do the truffles last?",
        answer: "Three weeks in the fridge.",
      },
    ],
    images: [
      {
        kind: "chocolate-box",
        palette: ["#8b5e3c", "#3b2216", "#f3e6d3"],
        label: "Meera & Arjun",
        variant: 2,
      },
    ],
    customizableFields: [
      { name: "Name to engrave", fieldType: "text", isRequired: true },
      { name: "Date to engrave", fieldType: "text", isRequired: false },
    ],
    similar: ["heritage-sheesham-chest-36", "anniversary-twin-photo-frame", "name-wrapped-chocolate-bars"],
    createdDaysAgo: 125,
  },
  {
    slug: "personalised-scented-candle",
    tax: tax.candle,
    categorySlug: "personalised-gifts",
    name: "Personalised Scented Candle Jar",
    description:
      "A hand-poured soy wax candle in an amber glass jar, scented with mogra and sandalwood, with the name of your choice on the label. It burns cleanly for about 35 hours — long enough for a whole Diwali week.",
    pricePaise: 59900,
    discountedPricePaise: null,
    stock: 52,
    features: [
      "Soy wax, cotton wick",
      "Mogra and sandalwood",
      "About 35 hours of burn time",
      "Your name on the label",
    ],
    faqs: [
      {
        question: "Can I choose another fragrance?",
        answer:
          "This candle comes in mogra-sandalwood only. Our Festive Candle & Mithai Set has a rose-oud candle.",
      },
      {
        question: "Is it safe to ship in summer?",
        answer: "Soy wax softens above 45°C, but it sets again without damage once it cools.",
      },
    ],
    images: [{ kind: "candle", palette: ["#c8a165", "#f3ead7", "#fbf3e6"], label: "Priya", variant: 1 }],
    customizableFields: [{ name: "Name on the label", fieldType: "text", isRequired: true }],
    similar: ["festive-candle-mithai-set", "personalised-photo-mug", "memories-collage-frame"],
    createdDaysAgo: 68,
  },
  {
    slug: "photo-greeting-card-truffles",
    // Mixed supply, taxed as its principal supply: the truffles.
    tax: tax.chocolate,
    categorySlug: "personalised-gifts",
    name: "Photo Greeting Card & Truffles",
    description:
      "A folded A5 greeting card printed with one or two of your photos and your own message inside, paired with a box of four dark truffles. Far more personal than a forwarded good-morning message.",
    pricePaise: 64900,
    discountedPricePaise: 54900,
    stock: 74,
    features: [
      "A5 photo greeting card",
      "One or two photos on the front",
      "Your message inside",
      "4 dark truffles",
    ],
    faqs: [
      {
        question: "How long can my message be?",
        answer: "Up to 300 characters fit comfortably inside the card.",
      },
      {
        question: "What paper is the card printed on?",
        answer: "300 gsm matte card with a soft-touch finish.",
      },
    ],
    images: [
      {
        kind: "greeting-card",
        palette: ["#f3ead7", "#7a1f2b", "#fffaf0"],
        label: "Happy Birthday",
        variant: 1,
      },
      { kind: "truffles", palette: ["#3b2216", "#f3ead7", "#fffaf0"], variant: 3 },
    ],
    customizableFields: [
      { name: "Photos for the card front", fieldType: "image", isRequired: true, minPhotos: 1, maxPhotos: 2 },
      { name: "Message inside the card", fieldType: "text", isRequired: true },
    ],
    similar: ["personalised-photo-mug", "rose-raspberry-truffles-16", "spell-it-out-message-box"],
    createdDaysAgo: 3,
  },
  {
    slug: "name-teddy-heart",
    // Mixed supply, taxed as its principal supply: the teddy.
    tax: tax.toy,
    categorySlug: "personalised-gifts",
    name: "Name Teddy with Heart Cushion",
    description:
      "A 16-inch brown teddy holding a red heart embroidered with the name you choose. Embroidery doesn't peel or fade the way print does, which matters when the teddy ends up sleeping next to someone every night.",
    pricePaise: 99900,
    discountedPricePaise: 89900,
    stock: 27,
    features: [
      "16-inch plush teddy",
      "Name embroidered on the heart",
      "Up to 12 characters",
      "Hypoallergenic filling",
    ],
    faqs: [
      {
        question: "Is the teddy safe for young children?",
        answer:
          "Yes. It has embroidered eyes and nose with no small parts, and suits children aged three and up.",
      },
      {
        question: "Can it be washed?",
        answer: "Spot clean it with a damp cloth; please don't machine-wash it.",
      },
    ],
    images: [{ kind: "teddy", palette: ["#8b5e3c", "#b5121b", "#fbf0e3"], label: "Kiara", variant: 2 }],
    customizableFields: [
      { name: "Name on the heart (up to 12 letters)", fieldType: "text", isRequired: true },
    ],
    similar: ["purple-orchids-teddy-combo", "personalised-photo-cushion", "welcome-little-one-hamper"],
    createdDaysAgo: 87,
  },
  {
    slug: "anniversary-twin-photo-frame",
    tax: tax.frame,
    categorySlug: "personalised-gifts",
    name: "Anniversary Twin Photo Frame",
    description:
      "Two photos side by side — then and now, wedding day and today — in a hinged wooden frame engraved with your names and date. It stands on a side table and folds shut like a book for travel.",
    pricePaise: 89900,
    discountedPricePaise: null,
    stock: 19,
    features: ["Hinged twin frame", "Two 5 × 7 inch prints", "Names and date engraved", "Rosewood finish"],
    faqs: [
      {
        question: "How are the names and date engraved?",
        answer:
          "Exactly as you type them when you personalise the frame, so please check the spelling before you save.",
      },
      {
        question: "How long does it take?",
        answer: "We dispatch within three working days of your order.",
      },
    ],
    images: [
      { kind: "photo-frame", palette: ["#6b3e26", "#d4af37", "#f3e6d3"], label: "10 Years", variant: 2 },
    ],
    customizableFields: [
      { name: "Two photos (then and now)", fieldType: "image", isRequired: true, minPhotos: 2, maxPhotos: 2 },
      { name: "Names and date to engrave", fieldType: "text", isRequired: true },
    ],
    similar: ["memories-collage-frame", "engraved-sheesham-truffle-box", "personalised-photo-cushion"],
    createdDaysAgo: 99,
  },
];
