import type { SeedBanner } from "./seed-types";

export const banners: SeedBanner[] = [
  {
    art: {
      art: { kind: "hamper", palette: ["#7a1f2b", "#f4a300", "#fff4dc"], label: "Happy Diwali", variant: 3 },
      headline: "Diwali Gifting, Sorted",
      subline: "Diya chocolate boxes, dry fruit thalis and festive hampers",
    },
    link: "/categories/festive-specials",
  },
  {
    art: {
      art: {
        kind: "chocolate-box",
        palette: ["#3b2216", "#c9a227", "#f5ebdd"],
        label: "Mithaas",
        variant: 0,
      },
      headline: "Handcrafted in Pune",
      subline: "Belgian couverture and Idukki cocoa, finished by hand",
    },
    link: "/categories/chocolate-boxes",
  },
  {
    art: {
      art: { kind: "photo-frame", palette: ["#8b5e3c", "#e58fa5", "#fdf6f0"], label: "Us", variant: 1 },
      headline: "Made Just for Them",
      subline: "Photo mugs, collage frames and name-wrapped chocolates",
    },
    link: "/categories/personalised-gifts",
  },
];
