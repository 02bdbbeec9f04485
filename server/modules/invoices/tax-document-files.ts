import { invoiceMessages, type TaxDocumentKind } from "@contract/invoices";
import type { Db } from "@server/db/connect";
import { notFound } from "@server/platform/errors";
import type { FastifyReply } from "fastify";
import { findTaxDocument } from "./invoices.repository";
import { renderTaxDocumentPdf } from "./tax-document-pdf";

const fileWords: Record<TaxDocumentKind, string> = { invoice: "Invoice", credit_note: "Credit-note" };

/**
 * An order's invoice or credit note as a PDF rendered from what was stored when it was issued, so a
 * reprint is the same document. `ownerId` limits it to that customer's orders (anyone else's is not
 * found, like a missing one); staff pass null.
 */
export async function taxDocumentFile(
  db: Db,
  orderId: number,
  kind: TaxDocumentKind,
  ownerId: number | null,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await findTaxDocument(db, orderId, kind);
  if (!row || (ownerId !== null && row.userId !== ownerId)) {
    throw notFound(kind === "invoice" ? invoiceMessages.notFound : invoiceMessages.creditNoteNotFound);
  }
  return {
    filename: `${fileWords[kind]}-${row.number.replaceAll("/", "-")}.pdf`,
    pdf: await renderTaxDocumentPdf(row.document),
  };
}

/** Answers a file as a download. */
export function sendAttachment(
  reply: FastifyReply,
  file: { filename: string; body: Buffer | string; type: string },
): FastifyReply {
  return reply
    .header("content-type", file.type)
    .header("content-disposition", `attachment; filename="${file.filename}"`)
    .header("x-content-type-options", "nosniff")
    .send(file.body);
}

export async function sendTaxDocument(
  reply: FastifyReply,
  db: Db,
  orderId: number,
  kind: TaxDocumentKind,
  ownerId: number | null,
): Promise<FastifyReply> {
  const { filename, pdf } = await taxDocumentFile(db, orderId, kind, ownerId);
  return sendAttachment(reply, { filename, body: pdf, type: "application/pdf" });
}
