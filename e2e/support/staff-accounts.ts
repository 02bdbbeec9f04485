/**
 * Staff accounts the browser tests sign in with, one per spec file (one per test where a file's tests
 * run side by side) so their sign-in limits and cooldowns never meet. `prepare-staff.ts` gives them the
 * staff role before the server starts.
 */
export const staffAccounts = {
  shell: "staff-shell@mithaas.test",
  orders: "staff-orders@mithaas.test",
  catalog: "staff-catalog@mithaas.test",
  content: "staff-content@mithaas.test",
  offers: "staff-offers@mithaas.test",
  reviews: "staff-reviews@mithaas.test",
  invoices: "staff-invoices@mithaas.test",
  a11yPhone: "staff-a11y-390@mithaas.test",
  a11yDesktop: "staff-a11y-1280@mithaas.test",
  deliveriesPhone: "staff-deliveries-390@mithaas.test",
  deliveriesDesktop: "staff-deliveries-1280@mithaas.test",
} as const;
