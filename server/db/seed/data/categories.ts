import type { SeedCategory } from "./seed-types";

export const categories: SeedCategory[] = [
  {
    slug: "chocolate-boxes",
    name: "Chocolate Boxes",
    description:
      "Assorted boxes of hand-finished chocolates made in our Pune kitchen from Belgian couverture and Idukki cocoa.",
    art: { kind: "chocolate-box", palette: ["#7a1f2b", "#d4af37", "#fbeee6"], label: "Mithaas", variant: 0 },
  },
  {
    slug: "truffles-bonbons",
    name: "Truffles & Bonbons",
    description:
      "Fresh-cream truffles and painted bonbons in flavours like gulab jamun, meetha paan and filter coffee.",
    art: { kind: "truffles", palette: ["#3b2216", "#c9a227", "#f5ebdd"], variant: 1 },
  },
  {
    slug: "gift-hampers",
    name: "Gift Hampers",
    description:
      "Baskets and trunks of chocolates, mithai, dry fruits and keepsakes for families, friends and clients.",
    art: { kind: "hamper", palette: ["#c8a165", "#7a1f2b", "#fbf3e6"], variant: 0 },
  },
  {
    slug: "cakes",
    name: "Cakes",
    description:
      "Eggless cakes and cupcakes baked on the day of dispatch, from Belgian truffle to rasmalai fusion.",
    art: { kind: "cake", palette: ["#3b2216", "#c9a227", "#f5ebdd"], label: "Celebrate", variant: 0 },
  },
  {
    slug: "flowers-combos",
    name: "Flowers & Combos",
    description:
      "Fresh roses, lilies, gerberas and orchids, on their own or paired with chocolates, cakes and teddies.",
    art: { kind: "bouquet", palette: ["#b5121b", "#3f7d3a", "#fdeef0"], variant: 0 },
  },
  {
    slug: "personalised-gifts",
    name: "Personalised Gifts",
    description:
      "Photo mugs, cushions, collage frames and name-wrapped chocolates made to order with your words and pictures.",
    art: { kind: "mug", palette: ["#ffffff", "#7a1f2b", "#f7f1ea"], label: "Just for You", variant: 0 },
  },
  {
    slug: "dry-fruits-mithai",
    name: "Dry Fruits & Mithai",
    description:
      "Kaju katli, kesar peda, ghee ladoos and premium dry fruit boxes for pujas, weddings and visits.",
    art: { kind: "mithai", palette: ["#e8e4dc", "#d4af37", "#fbf7ef"], variant: 0 },
  },
  {
    slug: "cookies-bakes",
    name: "Cookies & Bakes",
    description:
      "Eggless cookies, brownies, biscotti and tea cakes for chai breaks, tiffins and return gifts.",
    art: { kind: "cookies", palette: ["#d9a066", "#5a3a22", "#fdf6ec"], variant: 0 },
  },
  {
    slug: "festive-specials",
    name: "Festive Specials",
    description:
      "Gifts for Diwali, Raksha Bandhan, Bhai Dooj and Holi, packed to arrive in time for the celebration.",
    art: { kind: "hamper", palette: ["#7a1f2b", "#f4a300", "#fff4dc"], label: "Happy Diwali", variant: 3 },
  },
];
