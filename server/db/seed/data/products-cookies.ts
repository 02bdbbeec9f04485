import type { SeedProduct } from "./seed-types";
import { tax } from "./tax-classes";

export const cookieProducts: SeedProduct[] = [
  {
    slug: "ghee-nankhatai-tin",
    tax: tax.bakery,
    categorySlug: "cookies-bakes",
    name: "Desi Ghee Nankhatai Tin (400 g)",
    description:
      "Crumbly, melt-in-the-mouth nankhatai baked with desi ghee, besan and cardamom, each topped with a single pistachio. Made the way Pune's Irani bakeries make them, and packed in a tin that will later hold your masalas.",
    pricePaise: 34900,
    discountedPricePaise: 29900,
    stock: 100,
    features: ["Desi ghee and besan", "Cardamom and pistachio", "Eggless", "Reusable tin"],
    faqs: [
      {
        question: "How long do they stay fresh?",
        answer: "Six weeks sealed, and two weeks after opening if the lid is kept tight.",
      },
      {
        question: "Do they contain egg?",
        answer: "No, all our bakes are eggless.",
      },
    ],
    images: [
      { kind: "cookies", palette: ["#e8c27a", "#93c572", "#fdf6ec"], variant: 1 },
      { kind: "jar", palette: ["#7a1f2b", "#d4af37", "#fbeee6"], label: "Nankhatai", variant: 3 },
    ],
    similar: ["chai-and-cookies-hamper", "jaggery-oat-almond-cookies", "rose-pistachio-biscotti"],
    createdDaysAgo: 60,
  },
  {
    slug: "double-chocolate-chip-cookies",
    tax: tax.bakery,
    categorySlug: "cookies-bakes",
    name: "Double Chocolate Chip Cookies (12)",
    description:
      "Big cocoa cookies with chewy centres, loaded with chunks of Belgian dark and milk chocolate. Warm one for ten seconds in the microwave and the chunks turn molten again.",
    pricePaise: 44900,
    discountedPricePaise: null,
    stock: 75,
    features: ["Belgian chocolate chunks", "Chewy centre, crisp edge", "Eggless", "12 cookies"],
    faqs: [
      {
        question: "How long do they last?",
        answer: "Three weeks in the sealed pack; keep them in an airtight tin once opened.",
      },
      {
        question: "Will the chocolate melt on the way?",
        answer: "The chunks may soften in summer, but they set again once the cookies sit in a cool room.",
      },
    ],
    images: [{ kind: "cookies", palette: ["#4a2c1d", "#c9a227", "#f7efe2"], variant: 2 }],
    similar: ["fudge-brownie-box-9", "jaggery-oat-almond-cookies", "chocolate-lovers-hamper"],
    createdDaysAgo: 14,
  },
  {
    slug: "jaggery-oat-almond-cookies",
    tax: tax.bakery,
    categorySlug: "cookies-bakes",
    name: "Jaggery Oat & Almond Cookies",
    description:
      "Rolled oats, toasted almonds and Kolhapuri jaggery in a crisp cookie that tastes faintly of caramel and contains no refined sugar. They go as well with a glass of milk after school as with chai in the evening.",
    pricePaise: 39900,
    discountedPricePaise: null,
    stock: 82,
    features: ["Sweetened with jaggery", "Whole rolled oats", "Toasted almonds", "300 g pack"],
    faqs: [
      {
        question: "Are they free of refined sugar?",
        answer: "Yes, the only sweetener is jaggery.",
      },
      {
        question: "Are they gluten-free?",
        answer: "No. They contain whole wheat flour, and the oats are processed alongside wheat.",
      },
    ],
    images: [{ kind: "cookies", palette: ["#a0522d", "#e8c27a", "#fbf0e3"], variant: 3 }],
    similar: ["ragi-jowar-millet-cookies", "ghee-nankhatai-tin", "jaggery-salted-caramel-bonbons-12"],
    createdDaysAgo: 93,
  },
  {
    slug: "fudge-brownie-box-9",
    tax: tax.bakery,
    categorySlug: "cookies-bakes",
    name: "Fudge Brownie Box (9)",
    description:
      "Nine squares of dense, fudgy brownie made with 55% Belgian couverture and brown butter: three each of classic, walnut and salted caramel. They are eggless, and you honestly won't be able to tell.",
    pricePaise: 69900,
    discountedPricePaise: 59900,
    stock: 48,
    features: ["Belgian couverture", "Classic, walnut and salted caramel", "Eggless", "9 squares"],
    faqs: [
      {
        question: "How long do the brownies keep?",
        answer:
          "Five days at room temperature, ten days in the fridge. Warm them for ten seconds before serving.",
      },
      {
        question: "Can I send them with a message?",
        answer:
          "Yes. Write a gift message at checkout and it goes in the parcel on a printed card, signed with the name you give.",
      },
    ],
    images: [{ kind: "cookies", palette: ["#3b2216", "#e8c27a", "#f5ebdd"], label: "Brownies", variant: 4 }],
    similar: ["double-chocolate-chip-cookies", "belgian-truffle-cake-1kg", "chocolate-lovers-hamper"],
    createdDaysAgo: 43,
  },
  {
    slug: "rose-pistachio-biscotti",
    tax: tax.bakery,
    categorySlug: "cookies-bakes",
    name: "Rose & Pistachio Biscotti",
    description:
      "Twice-baked, Italian-style biscotti studded with pistachios and dried rose petals, with a hint of cardamom. Properly crunchy, and made for dunking into chai or coffee.",
    pricePaise: 49900,
    discountedPricePaise: null,
    stock: 3,
    features: ["Twice-baked", "Pistachios and rose petals", "Eggless", "250 g jar"],
    faqs: [
      {
        question: "Why are they so hard?",
        answer: "Biscotti are meant to be crisp. Dunk one for three seconds and it softens beautifully.",
      },
      {
        question: "How long do they last?",
        answer: "Two months in the sealed jar.",
      },
    ],
    images: [
      { kind: "cookies", palette: ["#f3ead7", "#e58fa5", "#fdeef2"], variant: 5 },
      { kind: "jar", palette: ["#93c572", "#e58fa5", "#f3f8ec"], label: "Biscotti", variant: 4 },
    ],
    similar: ["ghee-nankhatai-tin", "chai-and-cookies-hamper", "kesar-pista-bonbons-16"],
    createdDaysAgo: 118,
  },
  {
    slug: "ragi-jowar-millet-cookies",
    tax: tax.bakery,
    categorySlug: "cookies-bakes",
    name: "Ragi & Jowar Millet Cookies",
    description:
      "Crunchy cookies made from ragi and jowar flour with jaggery and a little cold-pressed groundnut oil. A wholesome tiffin snack that children eat without being told it's good for them.",
    pricePaise: 29900,
    discountedPricePaise: 24900,
    stock: 57,
    features: ["Ragi and jowar flour", "Sweetened with jaggery", "No maida", "200 g pack"],
    faqs: [
      {
        question: "Are they gluten-free?",
        answer: "The flours are naturally gluten-free, but they are baked in a kitchen that also uses wheat.",
      },
      {
        question: "Can toddlers eat them?",
        answer: "They suit children over two who can chew a crunchy biscuit.",
      },
    ],
    images: [{ kind: "cookies", palette: ["#8b5e3c", "#93c572", "#f6efe4"], variant: 0 }],
    similar: ["jaggery-oat-almond-cookies", "healthy-munchies-hamper", "anjeer-akhrot-barfi"],
    createdDaysAgo: 170,
  },
  {
    slug: "kerala-plum-cake-500g",
    tax: tax.bakery,
    categorySlug: "cookies-bakes",
    name: "Kerala-Style Plum Cake (500 g)",
    description:
      "A dark, rich loaf packed with raisins, dates, candied orange and cashews, spiced with cinnamon and clove the way Kottayam bakeries make it every December. Ours is alcohol-free and eggless.",
    pricePaise: 59900,
    discountedPricePaise: 54900,
    stock: 29,
    features: ["Dates, raisins and cashews", "Warm Kerala spices", "Alcohol-free, eggless", "500 g loaf"],
    faqs: [
      {
        question: "How long does the plum cake last?",
        answer:
          "Four weeks unopened at room temperature, thanks to the dried fruit. Refrigerate it after opening.",
      },
      {
        question: "Is it available only at Christmas?",
        answer: "We bake it all year, but please order early in December, when it is our busiest bake.",
      },
    ],
    images: [{ kind: "cake", palette: ["#5a2d1a", "#c9a227", "#f7ece6"], variant: 1 }],
    similar: ["fudge-brownie-box-9", "chai-and-cookies-hamper", "black-forest-cake-1kg"],
    createdDaysAgo: 184,
  },
];
