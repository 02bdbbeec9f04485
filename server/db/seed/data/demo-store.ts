import type { DemoStore } from "../seed-demo-store";
import { banners } from "./banners";
import { blogs } from "./blogs";
import { categories } from "./categories";
import { coupons } from "./coupons";
import { highlights } from "./highlights";
import { occasions, productOccasions } from "./occasions";
import { offers } from "./offers";
import { legalPolicies } from "./policies-legal";
import { storePolicies } from "./policies-store";
import { cakeProducts } from "./products-cakes";
import { chocolateBoxProducts } from "./products-chocolate-boxes";
import { giftingChocolateBoxProducts } from "./products-chocolate-boxes-gifting";
import { moreChocolateBoxProducts } from "./products-chocolate-boxes-more";
import { cookieProducts } from "./products-cookies";
import { festiveProducts } from "./products-festive";
import { flowerProducts } from "./products-flowers";
import { hamperProducts } from "./products-hampers";
import { mithaiProducts } from "./products-mithai";
import { personalisedProducts } from "./products-personalised";
import { truffleProducts } from "./products-truffles";
import { searchSynonyms } from "./search-synonyms";
import { diwaliBlocks, shippingZones } from "./shipping-zones";
import { storeSettings } from "./store-settings";
import { taxSettings } from "./tax-settings";

export const demoStore: DemoStore = {
  settings: storeSettings,
  taxSettings,
  categories,
  products: [
    ...chocolateBoxProducts,
    ...moreChocolateBoxProducts,
    ...giftingChocolateBoxProducts,
    ...truffleProducts,
    ...hamperProducts,
    ...cakeProducts,
    ...flowerProducts,
    ...personalisedProducts,
    ...mithaiProducts,
    ...cookieProducts,
    ...festiveProducts,
  ],
  banners,
  highlights,
  policies: [...legalPolicies, ...storePolicies],
  blogs,
  offers,
  coupons,
  shippingZones,
  diwaliBlocks,
  occasions,
  productOccasions,
  searchSynonyms,
};
