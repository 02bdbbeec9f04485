import { invoiceMessages, type TaxDocumentKind } from "@contract/invoices";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { privateKeyPrefix } from "@server/platform/storage";
import type { FastifyReply, FastifyRequest } from "fastify";
import { findTaxDocument } from "./invoices.repository";
import { renderTaxDocumentPdf } from "./tax-document-pdf";

const fileWords: Record<TaxDocumentKind, string> = { invoice: "Invoice", credit_note: "Credit-note" };

type Deps = Pick<AppDeps, "db" | "storage">;
type Log = { warn(obj: unknown, msg?: string): void };

/** Where a document's PDF is kept once rendered: private, so never served under /media. */
const pdfKey = (documentId: number) => `${privateKeyPrefix}tax-documents/${documentId}.pdf`;

/**
 * An order's invoice or credit note as a PDF rendered from what was stored when it was issued, so a
 * reprint is the same document. Rendering takes a few hundred milliseconds of CPU, so the first
 * download keeps the file in private storage and later ones are read back from there; a document never
 * changes, so the copy never goes stale, and storage failing only costs a render.
 * `ownerId` limits it to that customer's orders (anyone else's is not found, like a missing one); staff
 * pass null.
 */
export async function taxDocumentFile(
  deps: Deps,
  log: Log,
  request: { orderId: number; kind: TaxDocumentKind; ownerId: number | null },
): Promise<{ filename: string; pdf: Buffer }> {
  const { orderId, kind, ownerId } = request;
  const row = await findTaxDocument(deps.db, orderId, kind);
  if (!row || (ownerId !== null && row.userId !== ownerId)) {
    throw notFound(kind === "invoice" ? invoiceMessages.notFound : invoiceMessages.creditNoteNotFound);
  }
  const filename = `${fileWords[kind]}-${row.number.replaceAll("/", "-")}.pdf`;
  const kept = await deps.storage.get(pdfKey(row.id)).catch(() => null);
  if (kept) return { filename, pdf: kept };
  const pdf = await renderTaxDocumentPdf(row.document);
  await deps.storage.put(pdfKey(row.id), pdf, "application/pdf").catch((error: unknown) => {
    log.warn({ err: error, event: "invoice.pdf_not_kept", documentId: row.id }, "rendered PDF not kept");
  });
  return { filename, pdf };
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
  deps: Deps,
  request: FastifyRequest,
  reply: FastifyReply,
  document: { orderId: number; kind: TaxDocumentKind; ownerId: number | null },
): Promise<FastifyReply> {
  const { filename, pdf } = await taxDocumentFile(deps, request.log, document);
  return sendAttachment(reply, { filename, body: pdf, type: "application/pdf" });
}
