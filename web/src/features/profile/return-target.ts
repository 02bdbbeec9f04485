/**
 * Screens that send the shopper to /profile to add or fix an address and want them back afterwards
 * (`?redirect=checkout`). Only these names are honoured, so the query can never send anyone off-site.
 */
const returnTargets = {
  checkout: { path: "/checkout", label: "Back to Checkout" },
} as const;

export type ReturnTarget = (typeof returnTargets)[keyof typeof returnTargets];

export function returnTargetOf(redirect: string | null): ReturnTarget | null {
  return redirect !== null && Object.hasOwn(returnTargets, redirect)
    ? returnTargets[redirect as keyof typeof returnTargets]
    : null;
}
