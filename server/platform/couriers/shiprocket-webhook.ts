import { createHash, timingSafeEqual } from "node:crypto";
import { indiaInstant, isIndiaDate } from "@contract/india-time";
import { z } from "zod";
import type { TrackingUpdate } from "./courier-provider";

/** Where Shiprocket puts the webhook's security token (its collection's Webhooks section; Unconfirmed live). */
export const webhookTokenHeader = "x-api-key";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest();

/**
 * The shared token compared in constant time: both sides hashed first, so neither a wrong length nor
 * how much of it matches shows in the time taken. A missing, empty or repeated header is refused.
 */
export function trackingWebhookAuthorized(
  expected: string,
  headers: Record<string, string | string[] | undefined>,
): boolean {
  const received = headers[webhookTokenHeader];
  if (typeof received !== "string" || received === "") return false;
  return timingSafeEqual(sha256(received), sha256(expected));
}

/** Bounds of the columns the texts are kept in (shipment_events). */
const bounds = { label: 80, activity: 300, location: 120, courier: 80 } as const;
export const scansRead = 200;

/** Any value, or none: a trimmed text cut to `max`, "" when it is not text or a number. */
const text = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((value) =>
      typeof value === "string" || typeof value === "number" ? String(value).trim().slice(0, max) : "",
    );
/** A code sent as a number or numeric text; null otherwise (it is stored in a smallint). */
const code = z
  .unknown()
  .optional()
  .transform((value) => {
    const number = typeof value === "string" && /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : value;
    return typeof number === "number" && Number.isInteger(number) && number >= 0 && number <= 32_767
      ? number
      : null;
  });
const dayFirst = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;
const yearFirst = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * "23 05 2023 11:43:52" (current_timestamp) or "2023-05-19 11:59:16" (scans), read as India wall-clock
 * time: Shiprocket names no zone (Unconfirmed). Anything else is null.
 */
export function shiprocketTime(value: unknown): Date | null {
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  const day = dayFirst.exec(trimmed);
  const parts = day ? [day[3], day[2], day[1], day[4], day[5], day[6]] : yearFirst.exec(trimmed)?.slice(1);
  if (!parts) return null;
  const [year, month, date, hour, minute, second = "00"] = parts as string[];
  const isoDate = `${year}-${month}-${date}`;
  if (!isIndiaDate(isoDate) || Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  return new Date(
    indiaInstant(isoDate, Number(hour) * 60 + Number(minute)).getTime() + Number(second) * 1000,
  );
}
const time = z.unknown().optional().transform(shiprocketTime);

const scan = z.looseObject({
  date: time,
  "sr-status": code,
  "sr-status-label": text(bounds.label),
  activity: text(bounds.activity),
  location: text(bounds.location),
});

/** Lenient: unknown fields pass, a malformed field reads as empty, only a missing AWB drops the body. */
const webhook = z.looseObject({
  awb: text(100),
  sr_order_id: text(40),
  courier_name: text(bounds.courier),
  current_status: text(bounds.label),
  shipment_status: text(bounds.label),
  shipment_status_id: code,
  current_timestamp: time,
  is_return: z.unknown().optional(),
  // The newest scans are the ones that matter; a webhook repeats all earlier ones.
  scans: z
    .unknown()
    .optional()
    .transform((value) =>
      Array.isArray(value) ? value.slice(-scansRead).filter((item) => item && typeof item === "object") : [],
    ),
});

/**
 * A tracking update in our terms, or null when the body is not one: no AWB (a panel test) or a return
 * (`is_return` 1; we make no returns). The status code is `shipment_status_id`, else the newest scan's
 * `sr-status`, and the label likewise, so a body without the top-level status still reads.
 */
export function readTrackingWebhook(body: unknown): TrackingUpdate | null {
  const parsed = webhook.safeParse(body);
  if (!parsed.success) return null;
  const update = parsed.data;
  if (update.awb === "" || String(update.is_return ?? "0").trim() === "1") return null;
  const scans = update.scans.map((item) => {
    const read = scan.parse(item);
    return {
      at: read.date,
      code: read["sr-status"],
      label: read["sr-status-label"],
      activity: read.activity,
      location: read.location,
    };
  });
  const newest = scans.reduce<(typeof scans)[number] | undefined>(
    (latest, next) => (!latest || (next.at && (!latest.at || next.at >= latest.at)) ? next : latest),
    undefined,
  );
  return {
    awb: update.awb,
    providerOrderId: update.sr_order_id || null,
    statusCode: update.shipment_status_id ?? newest?.code ?? null,
    statusLabel: update.shipment_status || update.current_status || newest?.label || "",
    at: update.current_timestamp,
    courierName: update.courier_name || null,
    scans,
  };
}
