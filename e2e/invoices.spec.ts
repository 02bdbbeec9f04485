import { readFile } from "node:fs/promises";
import type { AdminOrder } from "@contract/admin/orders";
import type { Order } from "@contract/orders";
import { readPdf } from "@server/testing/read-pdf";
import { productPriced } from "./support/demo-products";
import { buyOne, puneAddress } from "./support/shopper";
import { openSignedIn, signInByApi, uniqueEmail } from "./support/sign-in";
import { staffAccounts } from "./support/staff-accounts";
import { type APIRequestContext, expect, type Locator, type Page, test } from "./support/test";

/**
 * Issue 23 in the browser: a paid order's GST invoice downloads from the customer's order page as the
 * PDF it names, and staff find it on the order, the seller's seeded GST details on Tax & invoices, and
 * the invoice in the month's register. Each test pays for an order of its own with the simulated gateway
 * (through the API, as the reviews and a11y walks do) and asserts only about that order, so tests running
 * side by side can add invoices to the same month.
 */

const invoiceNumber = /^MT\/\d\d-\d\d\/\d{6}$/;

/** A new shopper pays for one product with the simulated card; answers the order as its owner sees it. */
async function paidOrder(request: APIRequestContext) {
  const product = await productPriced(request, 99_900, 149_900);
  const { token, post } = await signInByApi(request, uniqueEmail("gst"));
  const address = await post("/user/addresses/", puneAddress);
  const orderId = await buyOne(post, product, address.id as number);
  const response = await request.get(`/api/orders/${orderId}/`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const order = (await response.json()) as Order;
  expect(order.invoice_number, "the invoice is issued when the order is paid").toMatch(invoiceNumber);
  return { token, order, invoice: order.invoice_number ?? "" };
}

/** Clicks `button` and answers the file it downloads, kept in the test's output folder. */
async function downloadFrom(page: Page, button: Locator) {
  await expect(button).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

test("the customer downloads the paid order's GST invoice from the order page", async ({ page, request }) => {
  test.setTimeout(60_000);
  const { token, order } = await paidOrder(request);
  await openSignedIn(page, token);

  await page.goto(`/orders/${order.id}`);
  const heading = page.getByRole("heading", { level: 1, name: /^Order #/ });
  const orderNumber = ((await heading.textContent()) ?? "").replace("Order #", "");
  expect(orderNumber).toBe(order.order_number);
  const payment = page.getByRole("region", { name: "Payment" });
  const shownTotal =
    (await payment
      .locator("dl > div", { has: page.getByText("Total", { exact: true }) })
      .locator("dd")
      .textContent()) ?? "";
  expect(shownTotal).toMatch(/^₹[\d,]+(\.\d\d)?$/);

  const pdf = await downloadFrom(page, payment.getByRole("button", { name: "Download invoice" }));
  expect(pdf.name).toMatch(/^Invoice-MT-\d\d-\d\d-\d{6}\.pdf$/);
  expect(pdf.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF");
  const { text } = await readPdf(pdf.bytes);
  expect(text).toContain("Tax Invoice");
  expect(text).toContain(orderNumber);
  // The page drops whole rupees' paise ("₹1,234"); a tax document always prints them ("₹1,234.00").
  expect(text).toContain(shownTotal.includes(".") ? shownTotal : `${shownTotal}.00`);
});

test("staff see the invoice on the order, the seller's GST details, and the invoice in the month's register", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { order, invoice } = await paidOrder(request);
  const staff = await signInByApi(request, staffAccounts.invoices);
  const view = await request.get(`/api/admin/orders/${order.id}/`, {
    headers: { Authorization: `Bearer ${staff.token}` },
  });
  expect(view.ok()).toBe(true);
  const issuedOn = ((await view.json()) as AdminOrder).tax_documents[0]?.issued_on ?? "";
  // The month the invoice is dated in, by India's calendar: this month, unless it was issued just before midnight.
  const month = issuedOn.slice(0, 7);
  expect(month).toMatch(/^\d{4}-\d\d$/);
  await openSignedIn(page, staff.token);

  await page.goto(`/admin/orders/${order.id}`);
  const documents = page.getByRole("region", { name: "Tax documents" });
  await expect(documents).toContainText(`Tax Invoice ${invoice}`);
  await expect(documents.getByRole("button", { name: `Download Tax Invoice ${invoice}` })).toBeEnabled();

  await page.goto("/admin/tax-settings");
  await expect(page.getByRole("heading", { level: 1, name: "Tax & invoices" })).toBeVisible();
  const seller = page.getByRole("form", { name: "Seller's GST details" });
  await expect(seller.getByLabel("GSTIN")).toHaveValue("27AAPCM1234F1ZJ");
  await expect(seller.getByLabel("Legal name")).toHaveValue("Mithaas Foods Private Limited");
  const gstExport = page.getByRole("region", { name: "Monthly GST export" });
  await expect(gstExport).toBeVisible();
  await gstExport.getByLabel("Month").fill(month);

  const csv = await downloadFrom(
    page,
    gstExport.getByRole("button", { name: "Invoices and credit notes (CSV)" }),
  );
  expect(csv.name).toBe(`gst-documents-${month}.csv`);
  // The register starts with a byte order mark, so Excel reads buyers' names in any script.
  const [header, ...rows] = csv.bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .split("\r\n");
  expect(header).toBe(
    "Type,Number,Date,Order number,Refers to,Buyer,Place of supply,Taxable value,CGST,SGST,IGST,Rounding,Total",
  );
  const ours = rows.filter((row) => row.includes(invoice));
  expect(ours).toHaveLength(1);
  expect(ours[0]).toContain(order.order_number);
  expect(ours[0]).toContain(issuedOn);
});
