/** Test kit for GST invoices (issue 23): the seller's settings, taxed products, the stored documents. */

import type { TaxSettingsInput } from "@contract/invoices";
import type { Db } from "@server/db/connect";
import { documentCounters, products, taxDocuments } from "@server/db/schema";
import type { TaxDocumentRow } from "@server/modules/invoices/invoices.repository";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { makeProduct, type ProductSpec } from "./checkout-fixtures";
import type { Card } from "./paid-order";
import type { RazorpayDouble } from "./razorpay-double";
import type { TestApp } from "./test-app";

/** A seller in Pune (Maharashtra, state 27): the fixtures' buyers in Pune are intra-state. */
export const puneSeller: TaxSettingsInput = {
  legal_name: "Mithaas Foods Private Limited",
  trade_name: "Mithaas",
  address_line1: "Unit 4, Kalyani Nagar Business Park",
  address_line2: "",
  city: "Pune",
  pincode: "411006",
  state: "Maharashtra",
  gstin: "27AAPCM1234F1ZJ",
  invoice_prefix: "MT",
  charges_gst_rate: 18,
  charges_sac: "996812",
};

/** The same business registered in Karnataka: Pune buyers are then inter-state (IGST). */
export const bengaluruSeller: TaxSettingsInput = {
  ...puneSeller,
  city: "Bengaluru",
  pincode: "560001",
  state: "Karnataka",
  gstin: "29AAPCM1234F1ZF",
};

export const putTaxSettings = (t: TestApp, headers: Record<string, string>, body: object) =>
  t.app.inject({ method: "PUT", url: "/api/admin/tax-settings/", headers, payload: body });

export async function setTaxSettings(t: TestApp, headers: Record<string, string>, body = puneSeller) {
  const res = await putTaxSettings(t, headers, body);
  expect(res.statusCode, res.body).toBe(200);
}

/** A product sold with its HSN code and GST rate. */
export async function taxedProduct(db: Db, spec: ProductSpec & { hsn?: string; rate?: number }) {
  const product = await makeProduct(db, spec);
  await db
    .update(products)
    .set({ hsnCode: spec.hsn ?? "1806", gstRate: spec.rate ?? 5 })
    .where(eq(products.id, product.id));
  return product;
}

/** checkout.js's handler for a payment at Razorpay's loopback double. */
export const doubleCard =
  (double: RazorpayDouble): Card =>
  async (gatewayOrderId) => {
    const { payment: _payment, ...signed } = double.pay(gatewayOrderId);
    return signed;
  };

export const documentsOf = async (db: Db, orderId: number) =>
  (await db
    .select()
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(asc(taxDocuments.id))) as TaxDocumentRow[];

export const countersOf = (db: Db) =>
  db
    .select()
    .from(documentCounters)
    .orderBy(asc(documentCounters.series), asc(documentCounters.financialYear));
