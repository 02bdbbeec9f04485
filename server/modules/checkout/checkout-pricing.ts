import type { CreateOrderRequest } from "@contract/orders";
import { type Quote, quote } from "@contract/pricing";
import { findZoneId, type ShippingTerms } from "@contract/shipping";
import type { Db } from "@server/db/connect";
import { type UsableCoupon, usableCoupon } from "@server/modules/offers/coupons.service";
import { loadLiveOffers } from "@server/modules/offers/offers.service";
import type { AddressSnapshot, OrderItemCustomization } from "@server/modules/orders/order-lifecycle.service";
import { findOwnAddress } from "@server/modules/profile/address.service";
import { activeZones } from "@server/modules/shipping/delivery.service";
import type { AppDeps } from "@server/platform/deps";
import { AppError, invalid, notFound } from "@server/platform/errors";
import { type CheckoutLine, type FieldAnswer, loadCartLines, loadFieldAnswers } from "./checkout.repository";
import { chooseDelivery, type HandDeliveryChoice, perishablesOf } from "./checkout-delivery";

export type PricedLine = CheckoutLine & { customizations: OrderItemCustomization[] };

/** Everything an order is made of, priced by the server. */
export type PricedCheckout = {
  address: AddressSnapshot;
  shipping: ShippingTerms;
  /** Null for courier delivery. */
  hand: HandDeliveryChoice | null;
  lines: PricedLine[];
  coupon: UsableCoupon | null;
  quote: Quote;
};

const blank = (text: string | null) => text === null || text.trim() === "";

/** A required field is answered: text that is not blank, or a photo count within the field's bounds. */
function answered(answer: FieldAnswer): boolean {
  if (answer.fieldType === "text") return !blank(answer.text);
  const count = answer.imageKeys?.length ?? 0;
  return count >= Math.max(1, answer.minPhotos) && count <= answer.maxPhotos;
}

function personalise(lines: CheckoutLine[], answers: FieldAnswer[]): PricedLine[] {
  const missing: string[] = [];
  const priced = lines.map((line) => {
    const own = answers.filter((answer) => answer.cartItemId === line.cartItemId);
    if (own.some((answer) => answer.isRequired && !answered(answer))) missing.push(line.name);
    const customizations = own.flatMap((answer): OrderItemCustomization[] => {
      if (answer.fieldType === "text")
        return blank(answer.text) ? [] : [{ field: answer.field, text: answer.text?.trim() }];
      return answer.imageKeys?.length ? [{ field: answer.field, images: answer.imageKeys }] : [];
    });
    return { ...line, customizations };
  });
  if (missing.length > 0) throw invalid(`Please customize ${missing.join(", ")} before checkout`);
  return priced;
}

/**
 * The server's price of the order the customer asks for: their own address in a served zone, the
 * chosen method (a hand delivery's date and slot, with its fee), every cart line on sale and
 * personalised, the best offer, the coupon. Run once before
 * the gateway is asked and again inside the transaction (`lock`: the coupon row and the cart lines are held till commit).
 */
export async function priceCheckout(
  deps: Pick<AppDeps, "db" | "publicCache">,
  db: Db,
  userId: number,
  input: CreateOrderRequest,
  now: Date,
  lock: boolean,
): Promise<PricedCheckout> {
  const addressRow = await findOwnAddress(db, userId, input.address_id);
  if (!addressRow) throw notFound("Address not found. Please choose another delivery address.");
  // Through `db`: inside the transaction a second pooled connection could wait for ever on a full pool.
  const { zones, rules } = await activeZones({ db, publicCache: deps.publicCache });
  const zone = zones.find((candidate) => candidate.id === findZoneId(addressRow.pincode, rules));
  if (!zone) throw invalid("Delivery is not available at this location");

  const cart = await loadCartLines(db, userId, lock);
  if (cart.length === 0) throw invalid("Your cart is empty");
  const { shipping, hand } = await chooseDelivery(deps, db, zone, input, perishablesOf(cart), now);
  const gone = cart.filter((line) => !line.isActive).map((line) => line.name);
  if (gone.length > 0) {
    throw new AppError(
      "conflict",
      `${gone.join(", ")} is no longer available. Please remove it from your cart.`,
    );
  }
  const lines = personalise(cart, await loadFieldAnswers(db, cart));
  const offers = await loadLiveOffers(db, now);
  const slotFeePaise = hand?.feePaise ?? 0;
  const withoutCoupon = quote({ lines, offers, coupon: null, shipping, slotFeePaise, now });
  const coupon = input.coupon_code
    ? await usableCoupon(
        db,
        {
          code: input.coupon_code,
          userId,
          subtotalPaise: withoutCoupon.subtotalPaise,
          offerDiscountPaise: withoutCoupon.offer?.discountPaise ?? 0,
          now,
        },
        lock,
      )
    : null;
  const priced = coupon
    ? quote({ lines, offers, coupon: coupon.terms, shipping, slotFeePaise, now })
    : withoutCoupon;
  return {
    address: {
      full_name: addressRow.fullName,
      phone: addressRow.phone,
      house_no: addressRow.houseNo,
      street: addressRow.street,
      landmark: addressRow.landmark,
      city: addressRow.city,
      state: addressRow.state,
      pincode: addressRow.pincode,
    },
    shipping,
    hand,
    lines,
    coupon,
    quote: priced,
  };
}
