import { indiaDate } from "@contract/india-time";
import { createOrderResponse } from "@contract/orders";
import { taxDocuments } from "@server/db/schema/invoices";
import { mailOutbox } from "@server/db/schema/mail";
import { razorpayGateway } from "@server/platform/payments/razorpay";
import { createOrderCall } from "@server/testing/checkout-calls";
import { fillCart, makeCoupon, makeCustomer, makeZone } from "@server/testing/checkout-fixtures";
import {
  bengaluruSeller,
  countersOf,
  documentsOf,
  doubleCard,
  putTaxSettings,
  setTaxSettings,
  taxedProduct,
} from "@server/testing/invoice-kit";
import { paidOrder, payOrder } from "@server/testing/paid-order";
import { type RazorpayDouble, startRazorpayDouble } from "@server/testing/razorpay-double";
import { readPdf } from "@server/testing/read-pdf";
import { signInAsStaff } from "@server/testing/sign-in";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
let double: RazorpayDouble;
let staff: Record<string, string>;

beforeAll(async () => {
  double = await startRazorpayDouble();
  t = await createTestApp({ seed: false, payments: razorpayGateway(double) });
  await makeZone(t.db);
  staff = (await signInAsStaff(t.db)).headers;
});

afterAll(async () => {
  await t.close();
  await double.close();
});

const card = () => doubleCard(double);
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const pdfOf = async (url: string, headers: Record<string, string>) => {
  const res = await get(url, headers);
  expect(res.statusCode, res.body).toBe(200);
  return readPdf(res.rawPayload);
};

const confirmationOf = async (orderId: number) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order-confirmed:${orderId}`))
  )[0]?.text;

/** A ₹1,200 box of chocolates (5 %) bought by a new buyer in Pune. */
async function boxBought() {
  const box = await taxedProduct(t.db, {
    pricePaise: 120_000,
    stock: 50,
    name: "Almond Barfi Box",
    hsn: "2106",
  });
  const { buyer, checkout } = await paidOrder(t, card(), [{ productId: box.id, quantity: 1 }], 1200);
  return { buyer, id: checkout.order_id };
}

describe("before the seller's GST details are set", () => {
  it("still sells, numbers nothing, and lists the order for staff with the reason", async () => {
    const before = await get("/api/admin/tax-settings/", staff);
    expect(before.json()).toMatchObject({ settings: null, issuing: false, prefix_locked: false });

    const { buyer, id } = await boxBought();
    expect(await documentsOf(t.db, id)).toEqual([]);
    expect(await countersOf(t.db)).toEqual([]);
    expect((await get(`/api/orders/${id}/`, buyer.headers)).json()).toMatchObject({
      payment_status: "PAID",
      invoice_number: null,
    });
    expect((await get(`/api/orders/${id}/invoice/`, buyer.headers)).statusCode).toBe(404);
    expect(await confirmationOf(id)).not.toContain("invoice");

    const waiting = (await get("/api/admin/tax-settings/", staff)).json();
    expect(waiting.uninvoiced_count).toBe(1);
    expect(waiting.uninvoiced[0]).toMatchObject({
      order_id: id,
      reason: "The seller's GST details were not set",
    });
  });

  it("refuses settings that are wrong, field by field", async () => {
    const res = await putTaxSettings(t, staff, {
      ...bengaluruSeller,
      gstin: "27AAPCM1234F1ZJ",
      invoice_prefix: "MTX",
      charges_gst_rate: 7,
      charges_sac: "99681",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      gstin: ["GSTIN's state code 27 is not Karnataka's (29)"],
      invoice_prefix: [
        "Invoice prefix must be at most 2 characters, so that a credit note's number like MTC/26-27/000007 stays within GST's 16",
      ],
      charges_gst_rate: ["GST rate must be 0, 5, 12, 18 or 28 %"],
      charges_sac: ["SAC must be 6 digits"],
    });
    const wrongCheck = await putTaxSettings(t, staff, { ...bengaluruSeller, gstin: "29AAPCM1234F1Z5" });
    expect(wrongCheck.json().errors).toEqual({ gstin: ["GSTIN's check character is wrong"] });
    expect((await get("/api/admin/tax-settings/", staff)).json().settings).toBeNull();
  });

  it("issues the waiting invoices, dated today, once staff set them", async () => {
    await setTaxSettings(t, staff, bengaluruSeller);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/admin/invoices/issue-missing/",
      headers: staff,
    });
    expect(res.json()).toEqual({ issued: 1, still_missing: 0 });
    const after = (await get("/api/admin/tax-settings/", staff)).json();
    expect(after).toMatchObject({ issuing: true, prefix_locked: true, uninvoiced_count: 0 });
    expect(after.settings).toMatchObject({ gstin: "29AAPCM1234F1ZF", invoice_prefix: "MT" });
  });
});

describe("an invoice per paid order", () => {
  it("is numbered next in the year, split by the place of supply, and downloadable by its owner only", async () => {
    const { buyer, id } = await boxBought();
    const [invoice] = await documentsOf(t.db, id);
    expect(invoice).toMatchObject({ kind: "invoice", intraState: false });
    expect(invoice?.number).toMatch(/^MT\/\d\d-\d\d\/000002$/);
    // ₹1,200 at 5 % IGST (a Karnataka seller, a Pune buyer): 1142.86 + 57.14.
    expect(invoice).toMatchObject({
      taxablePaise: 114_286,
      igstPaise: 5_714,
      cgstPaise: 0,
      totalPaise: 120_000,
    });

    const order = (await get(`/api/orders/${id}/`, buyer.headers)).json();
    expect(order.invoice_number).toBe(invoice?.number);
    expect(await confirmationOf(id)).toContain(`Your GST tax invoice ${invoice?.number} is ready`);

    const res = await get(`/api/orders/${id}/invoice/`, buyer.headers);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="Invoice-${invoice?.number.replaceAll("/", "-")}.pdf"`,
    );
    const { text } = await readPdf(res.rawPayload);
    for (const words of [
      "Tax Invoice",
      invoice?.number ?? "",
      "GSTIN: 29AAPCM1234F1ZF",
      "Almond Barfi Box",
      "2106",
      "Place of supply: Maharashtra (27)",
      "IGST",
      "₹1,142.86",
      "₹57.14",
      "₹1,200.00",
      "Rupees One Thousand Two Hundred Only",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("CGST");

    const stranger = await makeCustomer(t.db);
    const refused = await get(`/api/orders/${id}/invoice/`, stranger.headers);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: "No invoice has been issued for this order yet." });
    expect((await get(`/api/orders/${id}/invoice/`)).statusCode).toBe(401);
    expect((await get(`/api/admin/orders/${id}/invoice/`, buyer.headers)).statusCode).toBe(403);

    // Rendered once, then kept privately: the staff reprint is the same file, read back.
    expect(await t.storage.get(`private/tax-documents/${invoice?.id}.pdf`)).toEqual(res.rawPayload);
    const reprint = await get(`/api/admin/orders/${id}/invoice/`, staff);
    expect(reprint.statusCode).toBe(200);
    expect(reprint.rawPayload).toEqual(res.rawPayload);
    expect((await get(`/media/private/tax-documents/${invoice?.id}.pdf`)).statusCode).toBe(404);
    const view = (await get(`/api/admin/orders/${id}/`, staff)).json();
    expect(view.tax_documents).toEqual([
      { kind: "invoice", number: invoice?.number, issued_on: invoice?.issuedOn, total_amount: "1200.00" },
    ]);
  });

  it("is issued once when both verify_payment and the webhook report the payment", async () => {
    const box = await taxedProduct(t.db, { pricePaise: 120_000, stock: 5 });
    const buyer = await makeCustomer(t.db);
    await fillCart(t.db, buyer.user.id, [{ productId: box.id, quantity: 1 }]);
    const created = await createOrderCall(t, buyer.headers, buyer.addressId, {
      shipping_charge: "0.00",
      discount_amount: 0,
      total_amount: 1200,
    });
    const checkout = createOrderResponse.parse(created.json());
    const paid = double.pay(checkout.razorpay_order_id);
    const hook = double.webhook("payment.captured", paid.payment);
    const [webhook] = await Promise.all([
      t.app.inject({
        method: "POST",
        url: "/api/payments/razorpay/webhook",
        headers: hook.headers,
        payload: hook.body,
      }),
      payOrder(t, buyer, checkout, async () => {
        const { payment: _payment, ...signed } = paid;
        return signed;
      }),
    ]);
    expect(webhook.statusCode).toBe(200);
    expect(await documentsOf(t.db, checkout.order_id)).toHaveLength(1);
  });

  it("spreads an offer's and a coupon's discount over the lines and totals what was paid, to the paisa", async () => {
    const cake = await taxedProduct(t.db, {
      pricePaise: 99_900,
      stock: 5,
      name: "Rasmalai Cake",
      hsn: "1905",
    });
    const cushion = await taxedProduct(t.db, {
      pricePaise: 59_900,
      stock: 5,
      name: "Photo Cushion",
      hsn: "9404",
      rate: 18,
    });
    const coupon = await makeCoupon(t.db);
    const buyer = await makeCustomer(t.db);
    await fillCart(t.db, buyer.user.id, [
      { productId: cake.id, quantity: 1 },
      { productId: cushion.id, quantity: 1 },
    ]);
    const created = await createOrderCall(t, buyer.headers, buyer.addressId, {
      shipping_charge: "0.00",
      discount_amount: 50,
      total_amount: 1548,
      coupon_code: coupon.code,
    });
    expect(created.statusCode, created.body).toBe(201);
    const checkout = createOrderResponse.parse(created.json());
    await payOrder(t, buyer, checkout, card());
    const [invoice] = await documentsOf(t.db, checkout.order_id);
    const lines = invoice?.document.split.lines ?? [];
    // ₹50 over ₹999 and ₹599 in proportion: ₹31.26 and ₹18.74.
    expect(lines.map((line) => line.discountPaise)).toEqual([3_126, 1_874]);
    expect(invoice?.totalPaise).toBe(154_800);
    expect(invoice?.roundingPaise).toBe(0);
  });
});

describe("credit notes", () => {
  it("answer a cancelled paid order in their own series, referring to the invoice", async () => {
    const { buyer, id } = await boxBought();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/admin/orders/${id}/cancel/`,
      headers: staff,
      payload: { reason: "Out of stock" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [invoice, note] = await documentsOf(t.db, id);
    expect(note).toMatchObject({
      kind: "credit_note",
      refersTo: invoice?.id,
      totalPaise: 120_000,
      igstPaise: 5_714,
    });
    expect(note?.number).toMatch(/^MTC\/\d\d-\d\d\/000001$/);
    expect(res.json().tax_documents.map((document: { kind: string }) => document.kind)).toEqual([
      "invoice",
      "credit_note",
    ]);
    expect((await get(`/api/orders/${id}/`, buyer.headers)).json().credit_note_number).toBe(note?.number);

    const { text } = await pdfOf(`/api/orders/${id}/credit-note/`, buyer.headers);
    expect(text).toContain("Credit Note");
    expect(text).toContain(`Against invoice ${invoice?.number}`);
    expect(text).toContain("Order cancelled: Out of stock");
  });
});

describe("issued documents", () => {
  it("can never be changed or deleted, even by SQL", async () => {
    const refusal = (statement: ReturnType<typeof sql>) =>
      t.db.execute(statement).then(
        () => "changed",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update tax_documents set total_paise = 1`)).toMatch(
      /was issued and cannot be changed/,
    );
    expect(await refusal(sql`delete from tax_documents`)).toMatch(/was issued and cannot be changed/);
  });

  it("fix the prefix for the rest of the financial year", async () => {
    const res = await putTaxSettings(t, staff, { ...bengaluruSeller, invoice_prefix: "MH" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "The invoice prefix cannot change until 1 April: numbers have already been issued with it this financial year.",
    );
    expect(
      (await putTaxSettings(t, staff, { ...bengaluruSeller, trade_name: "Mithaas Gifts" })).statusCode,
    ).toBe(200);
  });

  it("add up in the month's export for the accountant", async () => {
    const month = indiaDate(new Date()).slice(0, 7);
    const res = await get(`/api/admin/gst-export/?month=${month}&report=documents`, staff);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(`attachment; filename="gst-documents-${month}.csv"`);
    const rows = res.body.trim().split(/\r?\n/);
    const issued = await t.db.select().from(taxDocuments);
    expect(rows).toHaveLength(issued.length + 1);

    const bad = await get("/api/admin/gst-export/?month=2026-13&report=b2cs", staff);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ month: ["Month must look like 2026-11"] });
    expect((await get(`/api/admin/gst-export/?month=${month}&report=b2cs`, {})).statusCode).toBe(401);
  });
});
