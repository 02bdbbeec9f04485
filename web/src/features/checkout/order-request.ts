import { paiseToDecimal } from "@contract/money";
import type { CreateOrderInput } from "@contract/orders";
import type { Quote } from "@contract/pricing";
import { giftFields } from "./gift-card";
import type { ShippingChoice } from "./shipping-choice";

/**
 * create_order's body: the amounts the screen showed (the server compares each with its own quote),
 * for hand delivery the date, slot and slot fee shown, and the card when one is written. A courier
 * order without a card is exactly the spec's request.
 */
export function orderRequest(
  addressId: number,
  choice: ShippingChoice,
  priced: Quote,
  gift: { message: string; from: string },
): CreateOrderInput {
  return {
    address_id: addressId,
    shipping_method: choice.code,
    shipping_charge: paiseToDecimal(priced.shippingPaise),
    offer_id: priced.offer?.id ?? null,
    discount_amount: paiseToDecimal(priced.discountPaise),
    total_amount: paiseToDecimal(priced.totalPaise),
    coupon_code: priced.coupon?.code ?? null,
    ...(choice.code === "L" && {
      delivery_date: choice.date,
      delivery_slot_id: choice.slot.id,
      delivery_slot_fee: paiseToDecimal(choice.slotFeePaise),
    }),
    ...giftFields(gift.message, gift.from),
  };
}
