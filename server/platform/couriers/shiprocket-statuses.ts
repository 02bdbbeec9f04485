import type { ShipmentState } from "@contract/shipment-states";

type StatusRow = {
  code: number;
  /** Shiprocket's words for it; the first is what its webhook says, the rest are spellings seen in clients. */
  labels: readonly string[];
  state: ShipmentState | null;
  attention: string | null;
};

const booked = (code: number, ...labels: string[]): StatusRow => ({
  code,
  labels,
  state: "booked",
  attention: null,
});
const moves =
  (state: ShipmentState) =>
  (code: number, ...labels: string[]): StatusRow => ({
    code,
    labels,
    state,
    attention: null,
  });
const trouble = (code: number, attention: string, ...labels: string[]): StatusRow => ({
  code,
  labels,
  state: null,
  attention,
});
const pickedUp = moves("picked_up");
const inTransit = moves("in_transit");
const rto = moves("rto");
const cancelled = moves("cancelled");

/**
 * Shiprocket's shipment status codes (decision 27's table). The Postman export lost Shiprocket's own
 * table, so the numbers are the ones independent clients agree on (Unconfirmed). They are the codes of
 * `shipment_status_id` and the scans' `sr-status`; `current_status_id` numbers differently and is never read.
 */
const table: readonly StatusRow[] = [
  booked(1, "AWB ASSIGNED"),
  booked(2, "LABEL GENERATED"),
  booked(3, "PICKUP SCHEDULED", "PICKUP GENERATED"),
  booked(4, "PICKUP QUEUED"),
  booked(5, "MANIFEST GENERATED"),
  booked(13, "PICKUP ERROR"),
  booked(15, "PICKUP RESCHEDULED"),
  booked(19, "OUT FOR PICKUP"),
  booked(20, "PICKUP EXCEPTION"),
  booked(27, "PICKUP BOOKED"),
  booked(52, "SHIPMENT BOOKED"),
  pickedUp(42, "PICKED UP"),
  pickedUp(6, "SHIPPED"),
  pickedUp(51, "HANDOVER TO COURIER"),
  inTransit(18, "IN TRANSIT"),
  inTransit(38, "REACHED AT DESTINATION HUB", "REACHED DESTINATION HUB"),
  inTransit(48, "REACHED WAREHOUSE"),
  inTransit(22, "DELAYED"),
  inTransit(39, "MISROUTED"),
  moves("out_for_delivery")(17, "OUT FOR DELIVERY"),
  moves("delivered")(7, "DELIVERED"),
  rto(9, "RTO INITIATED"),
  rto(46, "RTO IN TRANSIT"),
  rto(40, "RTO NDR"),
  rto(41, "RTO OFD"),
  rto(10, "RTO DELIVERED"),
  rto(14, "RTO ACKNOWLEDGED"),
  rto(75, "RTO LOCK"),
  rto(78, "REACHED BACK AT SELLER CITY"),
  trouble(21, "Undelivered: the courier could not deliver (NDR)", "UNDELIVERED"),
  trouble(12, "Lost by the courier", "LOST"),
  trouble(24, "Destroyed by the courier", "DESTROYED"),
  trouble(25, "Damaged in transit", "DAMAGED"),
  trouble(23, "Partly delivered", "PARTIAL DELIVERED", "PARTIALLY DELIVERED"),
  trouble(76, "Untraceable: the courier cannot find the parcel", "UNTRACEABLE"),
  trouble(77, "The courier reports an issue with the recipient", "ISSUE RELATED TO THE RECIPIENT"),
  cancelled(8, "CANCELED", "CANCELLED"),
  cancelled(16, "CANCELLATION REQUESTED"),
  cancelled(45, "CANCELLED BEFORE DISPATCHED", "CANCELED BEFORE DISPATCHED"),
];

const byCode = new Map(table.map((row) => [row.code, row]));
/** Labels compared as Shiprocket varies them: case, underscores and doubled spaces ignored. */
const normalised = (label: string) =>
  label
    .trim()
    .toUpperCase()
    .replace(/[_\s]+/g, " ");
const byLabel = new Map(table.flatMap((row) => row.labels.map((label) => [normalised(label), row] as const)));

const recordOnly = { state: null, attention: null } as const;

/**
 * What one Shiprocket status means for our shipment: the state it moves towards (`booked` moves nothing
 * past a booking; null records it and moves nothing) and, for an exception, the words staff see. The
 * code decides; the label is read only when no code came. An unknown code is recorded, never guessed.
 */
export function shipmentStateForCode(
  code: number | null,
  label: string,
): { state: ShipmentState | null; attention: string | null } {
  const row = code === null ? byLabel.get(normalised(label)) : byCode.get(code);
  return row ? { state: row.state, attention: row.attention } : recordOnly;
}

/** Shiprocket's own label for a code ("IN TRANSIT"), for the loopback double's webhooks. */
export function shiprocketStatusLabel(code: number): string | null {
  return byCode.get(code)?.labels[0] ?? null;
}
