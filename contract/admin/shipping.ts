import { z } from "zod";
import { requiredText } from "../profile";
import type { ZonePincodeRule } from "../shipping";
import { pathName } from "../text";
import { rupees } from "./money-fields";
import { adminPageQuery } from "./paging";

/**
 * Staff's side of shipping zones: which pincodes a zone serves, and its Standard and (optional) Express
 * terms as the delivery check answers them (contract/delivery.ts, contract/shipping.ts).
 */

/** A pincode rule as people write it: a prefix ("411", "411001") or an inclusive range ("110001-110096"). */
export type PincodeRule = Omit<ZonePincodeRule, "zoneId">;

const prefixPattern = /^[1-9]\d{0,5}$/;
const rangePattern = /^([1-9]\d{5})\s*-\s*([1-9]\d{5})$/;

/** The rule a written entry stands for, or null when it is neither a prefix nor a rising range. */
export function pincodeRuleOf(text: string): PincodeRule | null {
  if (prefixPattern.test(text)) return { prefix: text, rangeStart: null, rangeEnd: null };
  const range = rangePattern.exec(text);
  if (!range) return null;
  const [start, end] = [Number(range[1]), Number(range[2])];
  return start <= end ? { prefix: null, rangeStart: start, rangeEnd: end } : null;
}

/** How a rule is written back: "411" or "110001-110096". */
export const pincodeRuleText = (rule: PincodeRule) =>
  rule.prefix ?? `${rule.rangeStart ?? ""}-${rule.rangeEnd ?? ""}`;

/**
 * Two zones cannot both claim a pincode on equal terms: the same prefix, or ranges that overlap without
 * one lying inside the other (checkout picks the longest prefix, then the narrowest range, and a tie
 * would be a coin toss). A longer prefix inside another zone's shorter one is a deliberate carve-out.
 */
export function pincodeRulesClash(a: PincodeRule, b: PincodeRule): boolean {
  if (a.prefix !== null || b.prefix !== null) return a.prefix !== null && a.prefix === b.prefix;
  const [aStart, aEnd, bStart, bEnd] = [
    a.rangeStart ?? 0,
    a.rangeEnd ?? 0,
    b.rangeStart ?? 0,
    b.rangeEnd ?? 0,
  ];
  if (aEnd < bStart || bEnd < aStart) return false;
  const aInsideB = aStart >= bStart && aEnd <= bEnd;
  const bInsideA = bStart >= aStart && bEnd <= aEnd;
  return aStart === bStart && aEnd === bEnd ? true : !(aInsideB || bInsideA);
}

const maxRules = 500;

/**
 * The pincodes a zone serves, as a list or as text separated by commas, spaces or new lines (the form's
 * one box); answered as a list of distinct rules in their written form.
 */
export const pincodeRules = z
  .union([z.string().max(8000), z.array(z.string().max(20)).max(maxRules)], {
    error: "Pincodes must be a list of prefixes and ranges",
  })
  .transform((value, ctx) => {
    const entries = (Array.isArray(value) ? value : value.replace(/\s*-\s*/g, "-").split(/[\s,;]+/))
      .map((entry) => entry.trim().replace(/\s*-\s*/, "-"))
      .filter((entry) => entry !== "");
    const bad = entries.filter((entry) => pincodeRuleOf(entry) === null);
    if (bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `Not a pincode prefix (1–6 digits, not starting with 0) or range like 110001-110096: ${bad.slice(0, 5).join(", ")}`,
      });
      return z.NEVER;
    }
    const distinct = [...new Set(entries)];
    if (distinct.length === 0) {
      ctx.addIssue({ code: "custom", message: "Add at least one pincode prefix or range" });
      return z.NEVER;
    }
    if (distinct.length > maxRules) {
      ctx.addIssue({ code: "custom", message: `A zone can have at most ${maxRules} prefixes and ranges` });
      return z.NEVER;
    }
    return distinct;
  });

const daysMessage = (label: string) => `${label} days must be a whole number from 1 to 60`;

const shippingTermsInput = (label: string) =>
  z.object(
    {
      days: z
        .number({ error: daysMessage(label) })
        .int(daysMessage(label))
        .min(1, daysMessage(label))
        .max(60, daysMessage(label)),
      charge: rupees,
      free_shipping_value: rupees,
    },
    { error: `${label} terms are required` },
  );

/**
 * POST/PUT /api/admin/shipping-zones/…. `express: null` means the zone has no express courier;
 * `courier_enabled` false keeps the courier terms but offers only hand delivery (absent: true).
 */
export const shippingZoneInput = z
  .object({
    name: requiredText("Name", 80),
    is_active: z.boolean({ error: "Active must be true or false" }),
    courier_enabled: z.boolean({ error: "Courier must be true or false" }).default(true),
    pincodes: pincodeRules,
    standard: shippingTermsInput("Standard"),
    express: shippingTermsInput("Express").nullable(),
  })
  .superRefine((zone, ctx) => {
    if (zone.express && zone.express.days > zone.standard.days) {
      ctx.addIssue({
        code: "custom",
        path: ["express", "days"],
        message: `Express cannot take longer than standard (${zone.standard.days} days)`,
      });
    }
  });
export type ShippingZoneInput = z.output<typeof shippingZoneInput>;
export type ShippingZoneForm = z.input<typeof shippingZoneInput>;

/** `?q=` finds zones by name or by a pincode they serve; `status` is whether they are switched on. */
export const shippingZoneListQuery = adminPageQuery.extend({
  q: pathName("Search", 80).optional(),
  status: z.enum(["active", "inactive"], { error: "Status must be active or inactive" }).optional(),
});
export type ShippingZoneListQuery = z.infer<typeof shippingZoneListQuery>;

export const shippingMessages = {
  zoneNotFound: "Shipping zone not found",
} as const;
