import { rupeesInWords } from "@contract/amount-in-words";
import { type ChargeLine, gstSplit, reverseSplit, type TaxableLine } from "@contract/gst-split";
import type { DocumentAddress, TaxDocument } from "@server/modules/invoices/tax-document";

/** Test documents shaped as the invoices module stores them, for the PDF and export tests. */

const sellerAddress: DocumentAddress = {
  name: "Mithaas Foods Private Limited",
  lines: ["Unit 4, Kalyani Nagar Business Park", "Kalyani Nagar"],
  city: "Pune",
  pincode: "411006",
  state: "Maharashtra",
  stateCode: "27",
};

const buyerAddress: DocumentAddress = {
  name: "Aarav Sharma",
  lines: ["Flat 12B, Shanti Apartments", "MG Road"],
  city: "Bengaluru",
  pincode: "560001",
  state: "Karnataka",
  stateCode: "29",
};

export const sampleGoods: TaxableLine[] = [
  {
    description: "Belgian Dark Truffle Box (16 pc)",
    hsn: "1806",
    quantity: 2,
    unitPricePaise: 89_900,
    ratePercent: 5,
  },
  { description: "Kaju Katli (500 g)", hsn: "2106", quantity: 1, unitPricePaise: 64_900, ratePercent: 5 },
  {
    description: "Personalised Photo Cushion",
    hsn: "9404",
    quantity: 1,
    unitPricePaise: 79_900,
    ratePercent: 18,
  },
  {
    description: "Red Roses Bouquet (12 stems)",
    hsn: "0603",
    quantity: 1,
    unitPricePaise: 59_900,
    ratePercent: 0,
  },
];

export const sampleCharges: ChargeLine[] = [
  { description: "Delivery: Hand delivery", hsn: "996812", amountPaise: 9_900, ratePercent: 18 },
  {
    description: "Delivery slot: Midnight, 11–11:59 PM",
    hsn: "996812",
    amountPaise: 24_900,
    ratePercent: 18,
  },
];

/** A paid invoice: four goods at three rates, an offer plus a coupon, shipping and a slot fee, paid ₹3,743 (rounding −₹0.01). */
export function sampleInvoice(
  overrides: { intraState?: boolean; number?: string; issuedOn?: string } = {},
): TaxDocument {
  const intraState = overrides.intraState ?? false;
  const goods = sampleGoods.reduce((sum, line) => sum + line.quantity * line.unitPricePaise, 0);
  const charges = sampleCharges.reduce((sum, charge) => sum + charge.amountPaise, 0);
  const discountPaise = 19_999 + 25_000;
  const exact = goods - discountPaise + charges;
  const totalPaidPaise = Math.floor(exact / 100) * 100;
  const split = gstSplit({
    lines: sampleGoods,
    discountPaise,
    charges: sampleCharges,
    totalPaidPaise,
    intraState,
  });
  const shipTo = intraState
    ? { ...buyerAddress, city: "Pune", pincode: "411001", state: "Maharashtra", stateCode: "27" }
    : buyerAddress;
  return {
    kind: "invoice",
    number: overrides.number ?? "MT/26-27/000123",
    issuedOn: overrides.issuedOn ?? "2026-11-27",
    financialYear: "26-27",
    refersTo: null,
    reason: null,
    orderNumber: "MTH2611270042",
    orderDate: "2026-11-27",
    seller: {
      legalName: sellerAddress.name,
      tradeName: "Mithaas",
      gstin: "27AAPCM1234F1ZJ",
      address: sellerAddress,
    },
    buyer: { ...shipTo, email: "aarav@example.in", phone: "+91 98765 43210" },
    shipTo,
    placeOfSupply: { code: shipTo.stateCode, name: shipTo.state },
    split,
    amountInWords: rupeesInWords(split.totalPaise),
  };
}

/** The credit note refunding `invoice` in full (or `amountPaise` of it). */
export function sampleCreditNote(invoice: TaxDocument = sampleInvoice(), amountPaise?: number): TaxDocument {
  const split = reverseSplit(invoice.split, amountPaise ?? invoice.split.totalPaise);
  return {
    ...invoice,
    kind: "credit_note",
    number: "MTC/26-27/000007",
    issuedOn: "2026-11-29",
    refersTo: { number: invoice.number, issuedOn: invoice.issuedOn },
    reason: "Order cancelled",
    split,
    amountInWords: rupeesInWords(split.totalPaise),
  };
}
