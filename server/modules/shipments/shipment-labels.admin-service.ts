import type { LabelsQuery } from "@contract/admin/shipments";
import { markPacked, type PackingSlip, packingSlipSource } from "@server/modules/orders/packing-slip.service";
import { CourierError } from "@server/platform/couriers/courier-provider";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import { privateKeyPrefix } from "@server/platform/storage";
import { isMergeablePdf, mergePdfs, type PagesOf } from "./merge-pdfs";
import { renderPackingSlipsPdf } from "./packing-slip-pdf";
import { keepLabelKey, liveShipmentsOf } from "./shipment-labels.repository";

type Deps = Pick<AppDeps, "db" | "storage" | "couriers" | "now">;
type Log = { warn(obj: unknown, msg?: string): void };
type LiveShipment = Awaited<ReturnType<typeof liveShipmentsOf>>[number];

export const labelMessages = {
  orderNotFound: (id: number) => `Order ${id} was not found.`,
  notBooked: (orderNumber: string) =>
    `Order #${orderNumber} is not booked with a courier, so it has no label to print.`,
  stillBooking: (orderNumber: string) =>
    `Order #${orderNumber} is still being booked with the courier, so its label is not ready yet.`,
  refused: (orderNumber: string, message: string) =>
    `Shiprocket could not make the label for order #${orderNumber}: ${message}`,
  notPdf: (orderNumber: string) =>
    `Shiprocket's label for order #${orderNumber} is not a PDF we can print. Please try again in a minute.`,
  unavailable: "Shiprocket did not answer, so the labels could not be fetched. Please try again in a minute.",
} as const;

/** Where a shipment's label is kept once fetched: private, so never served under /media. */
const labelKeyOf = (shipmentId: number) => `${privateKeyPrefix}shipment-labels/${shipmentId}.pdf`;

const partsWords: Record<LabelsQuery["parts"], string> = {
  both: "Slips and labels",
  labels: "Labels",
  slips: "Packing slips",
};

/**
 * GET /api/admin/shipments/labels/ (decision 27): one PDF for the packing table, each order in the
 * order given: our packing slip, then its courier label's pages. An order not booked with a courier
 * gets only its slip, and `parts=labels` refuses it. Labels are fetched before anything is stamped, so
 * a courier that does not answer leaves every order as it was; then the orders are stamped packed and
 * only then are their slips read, since the shopper may change the card until the order is packed.
 */
export async function labelsAndSlips(
  deps: Deps,
  log: Log,
  staff: StaffUser,
  query: LabelsQuery,
): Promise<{ filename: string; pdf: Buffer }> {
  const ids = query.order_ids;
  const numberOf = await orderNumbers(deps, ids);
  const labels = query.parts === "slips" ? new Map() : await labelsOf(deps, log, query, numberOf);
  await markPacked(deps, staff, ids);
  const slips = query.parts === "labels" ? [] : await packingSlipSource(deps.db, ids);
  const [only, ...others] = ids.map(numberOf);
  const one = only !== undefined && others.length === 0 ? only : null;
  const words = partsWords[query.parts];
  return {
    filename: `${words.replaceAll(" ", "-")}-${one ?? `${ids.length}-orders`}.pdf`,
    pdf: await slipsThenLabels(ids, slips, labels, `${words} ${one ? `#${one}` : `of ${ids.length} orders`}`),
  };
}

/** Each order's number, for file names and messages; 404 when one of the ids is no order. */
async function orderNumbers(deps: Deps, ids: number[]): Promise<(id: number) => string> {
  const numbers = new Map(
    (await packingSlipSource(deps.db, ids)).map((slip) => [slip.orderId, slip.orderNumber]),
  );
  const missing = ids.find((id) => !numbers.has(id));
  if (missing !== undefined) throw notFound(labelMessages.orderNotFound(missing));
  return (id) => numbers.get(id) ?? String(id);
}

/** The label of every order booked with a courier, by order id. */
async function labelsOf(
  deps: Deps,
  log: Log,
  query: LabelsQuery,
  numberOf: (id: number) => string,
): Promise<Map<number, Buffer>> {
  const ids = query.order_ids;
  const shipments = new Map((await liveShipmentsOf(deps.db, ids)).map((row) => [row.orderId, row]));
  if (query.parts === "labels") {
    for (const id of ids) refuseUnbooked(shipments.get(id), numberOf(id));
  }
  const labels = new Map<number, Buffer>();
  // One after another: a batch of 50 should not open 50 calls at once to the provider.
  for (const id of ids) {
    const shipment = shipments.get(id);
    if (shipment && shipment.state !== "booking") {
      labels.set(id, await labelOf(deps, log, shipment, numberOf(id)));
    }
  }
  return labels;
}

/** For each order in turn its slip's pages, then its label's. */
async function slipsThenLabels(
  ids: number[],
  slips: PackingSlip[],
  labels: Map<number, Buffer>,
  title: string,
): Promise<Buffer> {
  const printed = slips.length > 0 ? await renderPackingSlipsPdf(slips) : null;
  const slipPages = new Map(slips.map((slip, i) => [slip.orderId, printed?.pages[i] ?? []]));
  const files: Uint8Array[] = printed ? [printed.pdf] : [];
  const sequence: PagesOf[] = [];
  for (const id of ids) {
    const pages = slipPages.get(id);
    if (pages) sequence.push({ file: 0, pages });
    const label = labels.get(id);
    if (label) sequence.push({ file: files.push(label) - 1 });
  }
  return mergePdfs(files, sequence, title);
}

function refuseUnbooked(shipment: LiveShipment | undefined, orderNumber: string): void {
  if (!shipment) throw new AppError("conflict", labelMessages.notBooked(orderNumber));
  if (shipment.state === "booking") throw new AppError("conflict", labelMessages.stillBooking(orderNumber));
}

/**
 * The shipment's label: the copy kept in storage, else the provider's, kept for next time under
 * `label_key` so printing again never asks the provider. A storage that fails only costs a fetch.
 */
async function labelOf(deps: Deps, log: Log, shipment: LiveShipment, orderNumber: string): Promise<Buffer> {
  if (shipment.labelKey) {
    const kept = await deps.storage.get(shipment.labelKey).catch(() => null);
    if (kept) return kept;
  }
  if (shipment.providerShipmentId === null) {
    throw new Error(`shipment ${shipment.id} is ${shipment.state} without the provider's shipment id`);
  }
  const pdf = await deps.couriers.labelPdf(shipment.providerShipmentId).catch((error: unknown) => {
    throw labelRefusal(error, orderNumber);
  });
  if (!(await isMergeablePdf(pdf))) {
    throw new AppError("unavailable", labelMessages.notPdf(orderNumber), undefined, { "retry-after": "60" });
  }
  const key = labelKeyOf(shipment.id);
  const kept = await deps.storage.put(key, pdf, "application/pdf").then(
    () => true,
    (error: unknown) => {
      log.warn({ err: error, event: "shipments.label_not_kept", shipmentId: shipment.id }, "label not kept");
      return false;
    },
  );
  if (kept) await keepLabelKey(deps.db, shipment.id, key, deps.now());
  return pdf;
}

/** A provider's refusal keeps its words for staff; no answer, or our API user refused, is a 503. */
function labelRefusal(error: unknown, orderNumber: string): unknown {
  if (!(error instanceof CourierError)) return error;
  if (error.kind === "refused") {
    return new AppError("conflict", labelMessages.refused(orderNumber, error.message));
  }
  const message = error.kind === "login" ? error.message : labelMessages.unavailable;
  return new AppError("unavailable", message, undefined, { "retry-after": "60" });
}
