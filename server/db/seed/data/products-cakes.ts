import type { SeedProduct } from "./seed-types";
import { tax } from "./tax-classes";

export const cakeProducts: SeedProduct[] = [
  {
    slug: "belgian-truffle-cake-1kg",
    tax: tax.bakery,
    categorySlug: "cakes",
    name: "Belgian Chocolate Truffle Cake (1 kg)",
    description:
      "Three layers of moist eggless chocolate sponge soaked in cocoa syrup and sandwiched with a thick Belgian dark truffle ganache. The top is glazed until it shines and finished with chocolate curls. It is the cake we bake most for birthdays, and it serves 10 to 12.",
    pricePaise: 119900,
    discountedPricePaise: 99900,
    stock: 20,
    features: [
      "100% eggless",
      "Belgian dark ganache",
      "Serves 10–12",
      "Glazed top with chocolate curls",
      "Baked on the day of delivery",
    ],
    faqs: [
      {
        question: "Is the cake eggless?",
        answer: "Yes. Every cake we bake is eggless, and our kitchen is fully vegetarian.",
      },
      {
        question: "How long will it stay fresh?",
        answer:
          "Refrigerate it on arrival and finish it within 48 hours. Take it out 20 minutes before cutting for the softest ganache.",
      },
      {
        question: "How is the cake delivered?",
        answer:
          "By our own team, in Pune, Mumbai, Bengaluru and Delhi: at checkout you choose the day, up to three days ahead, and a time slot, from a morning window to midnight. Order by 2 PM for delivery the same evening. Check your pincode on this page for the earliest delivery at your address.",
      },
    ],
    images: [
      { kind: "cake", palette: ["#3b2216", "#c9a227", "#f5ebdd"], label: "Happy Birthday", variant: 0 },
      { kind: "cake", palette: ["#4a2c1d", "#e8c27a", "#fbf3e6"], variant: 1 },
    ],
    similar: ["black-forest-cake-1kg", "photo-print-cake-1kg", "gerbera-truffle-cake-combo"],
    createdDaysAgo: 115,
    perishable: { maxDaysAhead: 3 },
  },
  {
    slug: "rasmalai-fusion-cake-1kg",
    tax: tax.bakery,
    categorySlug: "cakes",
    name: "Rasmalai Fusion Cake (1 kg)",
    description:
      "A saffron sponge soaked in thickened rabdi, layered with whipped cream and chopped rasmalai, then finished with pistachio slivers and rose petals. It tastes like the dessert course at a Bengali wedding, in cake form. Keep it cold and serve it cold.",
    pricePaise: 129900,
    discountedPricePaise: null,
    stock: 15,
    features: [
      "Real rasmalai pieces",
      "Saffron and cardamom sponge",
      "Pistachio and rose petal finish",
      "Eggless",
      "Serves 10–12",
    ],
    faqs: [
      {
        question: "Is it very sweet?",
        answer:
          "Less than you'd expect: the rabdi is reduced with very little sugar and the cream is lightly sweetened.",
      },
      {
        question: "How should I store it?",
        answer:
          "In the fridge at all times. It is best on the day it arrives and should be eaten within 36 hours.",
      },
    ],
    images: [{ kind: "cake", palette: ["#f3ead7", "#f4a300", "#fffaf0"], variant: 2 }],
    similar: ["gulab-jamun-cheesecake", "belgian-truffle-cake-1kg", "kesar-pista-bonbons-16"],
    createdDaysAgo: 47,
    perishable: { maxDaysAhead: 3 },
  },
  {
    slug: "photo-print-cake-1kg",
    tax: tax.bakery,
    categorySlug: "cakes",
    name: "Photo Print Cake (1 kg)",
    description:
      "Upload a favourite photo and we print it with edible ink on a sugar sheet, set on a vanilla or chocolate truffle cake. Add a short message for the board and it is ready for a surprise birthday, anniversary or retirement party.",
    pricePaise: 149900,
    discountedPricePaise: 134900,
    stock: 25,
    features: [
      "Your photo in edible ink",
      "Vanilla or chocolate truffle base",
      "Message on the cake board",
      "Eggless",
      "Serves 10–12",
    ],
    faqs: [
      {
        question: "What kind of photo works best?",
        answer:
          "A sharp, well-lit photo with faces near the centre, at least 1000 pixels wide. Group photos with many small faces don't print as clearly.",
      },
      {
        question: "Is edible ink safe?",
        answer: "Yes. We use food-grade edible inks and sugar sheets that meet FSSAI standards.",
      },
      {
        question: "How long can the message be?",
        answer: "Up to 30 characters fit neatly on the cake board.",
      },
    ],
    images: [
      { kind: "cake", palette: ["#f3ead7", "#e58fa5", "#fffaf0"], label: "Happy Anniversary", variant: 3 },
    ],
    customizableFields: [
      { name: "Photo for the cake", fieldType: "image", isRequired: true, minPhotos: 1, maxPhotos: 1 },
      { name: "Message on the cake", fieldType: "text", isRequired: true },
      { name: "Flavour (vanilla or chocolate)", fieldType: "text", isRequired: false },
    ],
    similar: ["belgian-truffle-cake-1kg", "personalised-photo-mug", "memories-collage-frame"],
    createdDaysAgo: 33,
    perishable: { maxDaysAhead: 3 },
  },
  {
    slug: "alphonso-mango-cream-cake",
    tax: tax.bakery,
    categorySlug: "cakes",
    name: "Alphonso Mango Cream Cake (500 g)",
    description:
      "A light vanilla sponge layered with fresh whipped cream and Devgad Alphonso mango pulp, topped with mango cubes when the season allows. It is the taste of April and May in Maharashtra. Half a kilo serves five or six.",
    pricePaise: 79900,
    discountedPricePaise: 69900,
    stock: 0,
    features: ["Devgad Alphonso mango pulp", "Fresh whipped cream", "Eggless vanilla sponge", "Serves 5–6"],
    faqs: [
      {
        question: "Why is this cake out of stock?",
        answer:
          "Each day's batch depends on how much fresh Alphonso pulp arrives from Devgad. When the day's cakes sell out, they return with the next delivery of mangoes.",
      },
      {
        question: "Is the mango fresh or canned?",
        answer: "Fresh pulp from Devgad farmers, never canned.",
      },
    ],
    images: [{ kind: "cake", palette: ["#ffb627", "#ffffff", "#fff7e0"], variant: 4 }],
    similar: ["mango-season-box-12", "rasmalai-fusion-cake-1kg", "red-velvet-cupcakes-6"],
    createdDaysAgo: 5,
    perishable: { maxDaysAhead: 3 },
  },
  {
    slug: "red-velvet-cupcakes-6",
    tax: tax.bakery,
    categorySlug: "cakes",
    name: "Red Velvet Cupcakes (Box of 6)",
    description:
      "Six soft, cocoa-tinted red velvet cupcakes crowned with a swirl of cream cheese frosting and white chocolate shavings. Small enough for a desk celebration, pretty enough for a first-date surprise.",
    pricePaise: 54900,
    discountedPricePaise: 49900,
    stock: 35,
    features: ["6 cupcakes", "Cream cheese frosting", "Eggless", "Window box"],
    faqs: [
      {
        question: "How long do the cupcakes last?",
        answer: "Two days in the fridge. Let them come to room temperature for 15 minutes before eating.",
      },
      {
        question: "Is the red colour natural?",
        answer: "We use a beetroot-based colour along with a little cocoa.",
      },
    ],
    images: [{ kind: "cupcakes", palette: ["#b5121b", "#f3ead7", "#fdeef0"], variant: 0 }],
    similar: ["belgian-truffle-cake-1kg", "fudge-brownie-box-9", "red-roses-bouquet-12"],
    createdDaysAgo: 92,
    perishable: { maxDaysAhead: 3 },
  },
  {
    slug: "black-forest-cake-1kg",
    tax: tax.bakery,
    categorySlug: "cakes",
    name: "Black Forest Cake (1 kg)",
    description:
      "The birthday cake of every Indian childhood, done properly: chocolate sponge, whipped cream, cherries soaked in syrup and a generous coat of dark chocolate shavings. No artificial cherry essence and no shortcuts.",
    pricePaise: 99900,
    discountedPricePaise: null,
    stock: 28,
    features: ["Eggless chocolate sponge", "Real cherry compote", "Dark chocolate shavings", "Serves 10–12"],
    faqs: [
      {
        question: "Does it contain alcohol?",
        answer:
          "No. A traditional Black Forest uses kirsch; ours uses cherry syrup, so it is suitable for children.",
      },
      {
        question: "Do you send candles?",
        answer: "A packet of candles and a cake knife come free with every cake.",
      },
    ],
    images: [{ kind: "cake", palette: ["#2e1a12", "#b5121b", "#f7ece6"], variant: 5 }],
    similar: ["belgian-truffle-cake-1kg", "rasmalai-fusion-cake-1kg", "photo-print-cake-1kg"],
    createdDaysAgo: 128,
    perishable: { maxDaysAhead: 3 },
  },
  {
    slug: "gulab-jamun-cheesecake",
    tax: tax.bakery,
    categorySlug: "cakes",
    name: "Gulab Jamun Baked Cheesecake (750 g)",
    description:
      "A creamy baked cheesecake on a crumbly Marie-biscuit base, studded with halved gulab jamuns and glazed with saffron syrup. Half the table will call it dessert and the other half will call it mithai. Serves eight.",
    pricePaise: 139900,
    discountedPricePaise: null,
    stock: 12,
    features: ["Baked, eggless cheesecake", "Gulab jamuns in every slice", "Saffron syrup glaze", "Serves 8"],
    faqs: [
      {
        question: "How is it eggless?",
        answer: "We set the cheesecake with cream cheese, hung curd and a little cornflour instead of eggs.",
      },
      {
        question: "How long does it keep?",
        answer: "Three days in the fridge.",
      },
    ],
    images: [{ kind: "cake", palette: ["#f3ead7", "#8b2e1f", "#fdf1e6"], variant: 1 }],
    similar: ["rasmalai-fusion-cake-1kg", "gulab-jamun-bonbons-9", "belgian-truffle-cake-1kg"],
    createdDaysAgo: 16,
    perishable: { maxDaysAhead: 3 },
  },
];
