import { type GstRate, gstRates } from "@contract/gst-split";
import { shippingOptionNames } from "@contract/shipping";
import type { Tx } from "@server/db/connect";
import {
  type InvoiceOutcome,
  type InvoiceSource,
  issueInvoice,
} from "@server/modules/invoices/invoices.service";
import { orderForInvoice } from "./order-invoice.repository";
import { discountAndRounding } from "./order-view";

const asRate = (rate: number | null): GstRate | null =>
  rate !== null && (gstRates as readonly number[]).includes(rate) ? (rate as GstRate) : null;

/** A paid order as the invoices module takes it: this module owns orders, that one only reads this. */
export async function invoiceSourceOf(tx: Tx, orderId: number): Promise<InvoiceSource> {
  const found = await orderForInvoice(tx, orderId);
  if (!found) throw new Error(`order ${orderId} not found for its invoice`);
  const { order, items } = found;
  if (!order.paidAt) throw new Error(`order ${orderId} is not paid`);
  const address = order.addressDetails;
  const customer = `${found.firstName} ${found.lastName}`.trim();
  const phone = found.phone ?? address.phone;
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    userId: order.userId,
    placedAt: order.createdAt,
    paidAt: order.paidAt,
    buyer: { name: customer || address.full_name, email: found.email, phone: `+91 ${phone}` },
    address: {
      name: address.full_name,
      lines: [address.house_no, address.street, address.landmark].filter((line) => line.trim() !== ""),
      city: address.city,
      pincode: address.pincode,
      state: address.state,
    },
    items: items.map((item) => ({
      description: item.name,
      hsn: item.hsnCode,
      ratePercent: asRate(item.gstRate),
      quantity: item.quantity,
      unitPricePaise: item.unitPricePaise,
    })),
    discountPaise: discountAndRounding(order).discountPaise,
    charges: [
      {
        description: `Delivery: ${shippingOptionNames[order.shippingMethod]}`,
        amountPaise: order.shippingChargePaise,
      },
      {
        description: `Delivery slot: ${order.deliverySlotLabel ?? "fee"}`,
        amountPaise: order.slotFeePaise,
      },
    ],
    totalPaise: order.totalPaise,
  };
}

/** Issues the order's tax invoice in the transaction that marks it paid (or waits in the backlog). */
export async function issueOrderInvoice(tx: Tx, orderId: number, now: Date): Promise<InvoiceOutcome> {
  return issueInvoice(tx, await invoiceSourceOf(tx, orderId), now);
}
