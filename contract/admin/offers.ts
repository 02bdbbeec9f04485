import { z } from "zod";
import { staffCouponCode } from "../coupon-code";
import { formatInr, toPaise } from "../money";
import { type DiscountShape, discountOnPaise } from "../offer-rules";
import { requiredText } from "../profile";
import { oneLineText, pathName } from "../text";
import { optionalRupees, rupees } from "./money-fields";
import { adminPageQuery } from "./paging";

/**
 * Staff's side of product §3 "Offer" and of coupons: what a form sends and what the back office reads. The
 * discount is the same shape checkout prices with (`DiscountShape`, `discountOnPaise`), and the fields
 * carry the wire's names, so an offer saved here is the offer `GET /setting/offers/active/` shows.
 */

const instantMessage = (label: string) => `${label} must be a date and time`;

/** A moment as ISO 8601 with its offset (a form in India sends +05:30), answered as UTC. */
export const instant = (label: string) =>
  z
    .string({ error: instantMessage(label) })
    .pipe(z.iso.datetime({ offset: true, error: instantMessage(label) }))
    .transform((value) => new Date(value))
    .refine((date) => date.getUTCFullYear() >= 2000 && date.getUTCFullYear() <= 2100, {
      message: `${label} must be between the years 2000 and 2100`,
    })
    .transform((date) => date.toISOString());

const percentageMessage = "Percentage must be a whole number from 1 to 100";

/** The fields offers and coupons share: when they run, the minimum order, and the discount. */
const discountTerms = {
  is_active: z.boolean({ error: "Active must be true or false" }),
  start_date: instant("Start"),
  end_date: instant("End"),
  min_order_amount: rupees,
  discount_type: z.enum(["percentage", "fixed"], { error: "Choose percentage or fixed amount" }),
  discount_percentage: z.number({ error: percentageMessage }).int(percentageMessage).nullable(),
  discount_amount: optionalRupees,
  max_discount_amount: optionalRupees,
};

type DiscountFields = {
  start_date: string;
  end_date: string;
  discount_type: "percentage" | "fixed";
  discount_percentage: number | null;
  discount_amount: string | null;
  max_discount_amount: string | null;
};

/** The discount of parsed fields, in the units checkout prices with. */
export function discountShapeOf(fields: Omit<DiscountFields, "start_date" | "end_date">): DiscountShape {
  const percentage = fields.discount_type === "percentage";
  return {
    discountType: fields.discount_type,
    percentage: percentage ? fields.discount_percentage : null,
    amountPaise: !percentage && fields.discount_amount !== null ? toPaise(fields.discount_amount) : null,
    maxDiscountPaise:
      percentage && fields.max_discount_amount !== null ? toPaise(fields.max_discount_amount) : null,
  };
}

/** What the discount gives on an order of `amountPaise` (the form's preview): checkout's own sum. */
export const discountPreviewPaise = (
  fields: Omit<DiscountFields, "start_date" | "end_date">,
  amountPaise: number,
) => discountOnPaise(discountShapeOf(fields), amountPaise);

/**
 * The rules a discount must keep to be priced at all: the end after the start, a percentage of 1–100
 * (optionally capped above ₹0) or a fixed amount above ₹0, and nothing of the other kind filled in.
 */
function discountRules(fields: DiscountFields, ctx: z.RefinementCtx) {
  const issue = (path: keyof DiscountFields, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (new Date(fields.end_date) <= new Date(fields.start_date)) {
    issue("end_date", "The end must be after the start");
  }
  if (fields.discount_type === "percentage") {
    const percentage = fields.discount_percentage;
    if (percentage === null || percentage < 1 || percentage > 100)
      issue("discount_percentage", percentageMessage);
    if (fields.discount_amount !== null)
      issue("discount_amount", "A percentage discount has no fixed amount");
    if (fields.max_discount_amount !== null && toPaise(fields.max_discount_amount) <= 0) {
      issue("max_discount_amount", `The maximum discount must be more than ${formatInr(0)}, or left empty`);
    }
  } else {
    if (fields.discount_amount === null || toPaise(fields.discount_amount) <= 0) {
      issue("discount_amount", `The amount off must be more than ${formatInr(0)}`);
    }
    if (fields.discount_percentage !== null) {
      issue("discount_percentage", "Only a percentage discount has a percentage");
    }
    if (fields.max_discount_amount !== null) {
      issue("max_discount_amount", "Only a percentage discount has a maximum");
    }
  }
}

/** POST/PUT /api/admin/offers/…: an automatic offer. */
export const offerInput = z
  .object({ name: requiredText("Name", 120), ...discountTerms })
  .superRefine(discountRules);
export type OfferInput = z.output<typeof offerInput>;
export type OfferForm = z.input<typeof offerInput>;

const usageLimitMessage = "Total uses must be a whole number from 1 to 1,000,000, or empty for no limit";
const perCustomerMessage = "Uses per customer must be a whole number from 1 to 1,000";

/** POST/PUT /api/admin/coupons/…: a coupon, its code stored upper-case as shoppers' codes are read. */
export const couponInput = z
  .object({
    code: staffCouponCode,
    description: oneLineText("Description", 300),
    ...discountTerms,
    usage_limit: z
      .number({ error: usageLimitMessage })
      .int(usageLimitMessage)
      .min(1, usageLimitMessage)
      .max(1_000_000, usageLimitMessage)
      .nullable(),
    per_customer_limit: z
      .number({ error: perCustomerMessage })
      .int(perCustomerMessage)
      .min(1, perCustomerMessage)
      .max(1000, perCustomerMessage),
    /** Listed to shoppers beside the coupon box; a code left unlisted is found only by those given it. */
    is_public: z.boolean({ error: "Show to shoppers must be true or false" }).default(false),
  })
  .superRefine((fields, ctx) => {
    discountRules(fields, ctx);
    if (fields.usage_limit !== null && fields.per_customer_limit > fields.usage_limit) {
      ctx.addIssue({
        code: "custom",
        path: ["per_customer_limit"],
        message: "Uses per customer cannot be more than total uses",
      });
    }
  });
export type CouponInput = z.output<typeof couponInput>;
export type CouponForm = z.input<typeof couponInput>;

/** POST …/active/: switch an offer or coupon on or off without touching the rest. */
export const activeSwitch = z.object({ is_active: z.boolean({ error: "is_active must be true or false" }) });

/** `?q=&status=`: name or code contains `q`; `status` is whether it is switched on. */
export const offerListQuery = adminPageQuery.extend({
  q: pathName("Search", 80).optional(),
  status: z.enum(["active", "inactive"], { error: "Status must be active or inactive" }).optional(),
});
export type OfferListQuery = z.infer<typeof offerListQuery>;

export const offerMessages = {
  offerNotFound: "Offer not found",
  couponNotFound: "Coupon not found",
  codeTaken: "A coupon with this code already exists",
  offerInUse: "This offer has been used by orders, so it cannot be deleted. Deactivate it instead.",
  couponInUse: "This coupon has been used by orders, so it cannot be deleted. Deactivate it instead.",
} as const;
