import { eq } from "drizzle-orm";
import { orders } from "./schema";

/**
 * An order the shop has the money for: paid. A refund moves the payment status on to REFUNDED, so a
 * refunded order drops out of the dashboard's takings and an offer's count of uses at once.
 */
export const isPaidOrder = () => eq(orders.paymentStatus, "PAID");
