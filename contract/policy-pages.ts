/**
 * The wire keys of the five policies (product §7) and the routes and titles they appear under (product §2).
 * Zod-free so the web app can import it at run time (content.ts builds its schema from it).
 */
export const policyPages = [
  { key: "privacy_policy", path: "privacy-policy", title: "Privacy Policy" },
  { key: "terms_conditions", path: "terms-conditions", title: "Terms & Conditions" },
  { key: "return_refund_policy", path: "return-refund-policy", title: "Cancellation & Refund Policy" },
  { key: "shipping_policy", path: "shipping-policy", title: "Shipping Policy" },
  { key: "about_us", path: "about-us", title: "About Us" },
] as const;

export type PolicyPage = (typeof policyPages)[number];
