import { indiaDate, indiaMinute } from "@contract/india-time";
import { shiprocketStatusLabel } from "@server/platform/couriers/shiprocket-statuses";

export type WebhookScan = { at: Date; srStatus: number; label: string; activity?: string; location?: string };
export type WebhookOptions = { at?: Date; scans?: WebhookScan[]; srOrderId?: string; courierName?: string };

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const pad = (n: number) => String(n).padStart(2, "0");
/** India wall-clock parts of an instant (the offset is whole minutes, so seconds carry over). */
function indiaParts(at: Date) {
  const [year, month, day] = indiaDate(at).split("-") as [string, string, string];
  const minute = indiaMinute(at);
  return {
    year,
    month,
    day,
    time: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:${pad(at.getUTCSeconds())}`,
  };
}
/** "2023-05-19 11:59:16", as Shiprocket writes most dates. */
export function isoClock(at: Date) {
  const p = indiaParts(at);
  return `${p.year}-${p.month}-${p.day} ${p.time}`;
}
/** "23 05 2023 11:43:52", as the webhook's current_timestamp is written. */
function dayFirstClock(at: Date) {
  const p = indiaParts(at);
  return `${p.day} ${p.month} ${p.year} ${p.time}`;
}
/** "Jul 01, 2024", serviceability's etd. */
export function etdText(date: string) {
  const [year, month, day] = date.split("-") as [string, string, string];
  return `${months[Number(month) - 1]} ${day}, ${year}`;
}

/**
 * The body Shiprocket posts to the tracking webhook, with the fields of its documented sample; `order`
 * is the double's order holding that AWB, if any, so the ids and courier match what was booked.
 */
export function shiprocketWebhookBody(
  order: { id: string; channelOrderId: string; shipmentId: string; courierName: string | null } | undefined,
  awb: string,
  shipmentStatusId: number,
  options: WebhookOptions & { at: Date },
): Record<string, unknown> {
  const at = options.at;
  const label = shiprocketStatusLabel(shipmentStatusId) ?? "UNKNOWN";
  const scans = options.scans ?? [{ at, srStatus: shipmentStatusId, label }];
  const srOrderId = options.srOrderId ?? order?.id ?? "348456385";
  return {
    awb,
    courier_name: options.courierName ?? order?.courierName ?? "Delhivery Surface",
    current_status: label,
    // The sample's current_status_id numbers differently from shipment_status_id (20 vs 18).
    current_status_id: shipmentStatusId === 18 ? 20 : shipmentStatusId,
    shipment_status: label,
    shipment_status_id: shipmentStatusId,
    current_timestamp: dayFirstClock(at),
    order_id: `${order?.channelOrderId ?? "1373900"}_${order?.shipmentId ?? "150876814"}`,
    sr_order_id: /^\d+$/.test(srOrderId) ? Number(srOrderId) : srOrderId,
    awb_assigned_date: isoClock(scans[0]?.at ?? at),
    pickup_scheduled_date: isoClock(scans[0]?.at ?? at),
    etd: isoClock(new Date(at.getTime() + 3 * 24 * 3_600_000)),
    scans: scans.map((scan) => ({
      date: isoClock(scan.at),
      status: `X-${scan.srStatus}`,
      activity: scan.activity ?? `${scan.label} - update from the courier`,
      location: scan.location ?? "Okhla_DC (Delhi)",
      "sr-status": String(scan.srStatus),
      "sr-status-label": scan.label,
    })),
    is_return: 0,
    channel_id: 3422553,
    pod_status: "OTP Based Delivery",
    pod: "Not Available",
    qc_image: "",
    qc_failure_reason: "",
  };
}
