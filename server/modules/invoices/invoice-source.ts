import type { GstRate } from "@contract/gst-split";

/**
 * What an invoice is made from: the paid order as the orders module hands it over (it owns the order;
 * this module never reads its tables). Amounts are tax-inclusive paise, as the order was charged.
 */
export type InvoiceSource = {
  orderId: number;
  orderNumber: string;
  userId: number;
  placedAt: Date;
  paidAt: Date;
  buyer: { name: string; email: string; phone: string };
  /** The order's one address: billed to and delivered to. */
  address: { name: string; lines: string[]; city: string; pincode: string; state: string };
  items: {
    description: string;
    /** Null when the product had no HSN code or rate when it was sold: the order waits in the backlog. */
    hsn: string | null;
    ratePercent: GstRate | null;
    quantity: number;
    unitPricePaise: number;
  }[];
  /** Offer plus coupon. */
  discountPaise: number;
  /** Shipping and the delivery slot's fee, with the words the invoice prints for them. */
  charges: { description: string; amountPaise: number }[];
  totalPaise: number;
};
