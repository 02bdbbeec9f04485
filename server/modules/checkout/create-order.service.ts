import { deliveryMessages } from "@contract/delivery-slots";
import { formatInr } from "@contract/money";
import type { CreateOrderRequest, CreateOrderResponse } from "@contract/orders";
import {
  lockCustomerUnpaidOrders,
  newOrderKey,
  newOrderNumber,
  productStock,
  replaceUnpaidOrders,
  stockMoveTags,
  takeStock,
  writeNewOrder,
} from "@server/modules/orders/order-lifecycle.service";
import { takeSlotPlace } from "@server/modules/shipping/delivery-slots.service";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { AppError, invalid } from "@server/platform/errors";
import { type PricedCheckout, priceCheckout } from "./checkout-pricing";
import { earlierOrderPaid, paidEarlierOrder } from "./earlier-unpaid-orders";
import { paymentStartOf } from "./payment-start";

type Deps = Pick<AppDeps, "db" | "payments" | "config" | "publicCache" | "now">;
type Log = Parameters<typeof paidEarlierOrder>[1];

/** An unpaid order holds its stock this long, then gives it back (after asking the gateway). */
export const unpaidOrderTtlMs = 30 * 60 * 1000;
/** Razorpay takes no payment under ₹1. */
const minimumChargePaise = 100;

const review = "Please review your order and try again.";

/** The first amount the client showed that differs from the server's quote, as words for the shopper. */
function mismatch(priced: PricedCheckout, input: CreateOrderRequest): string | null {
  const q = priced.quote;
  if ((q.offer?.id ?? null) !== input.offer_id) return `The offers available have changed. ${review}`;
  if (q.shippingPaise !== input.shipping_charge)
    return `Shipping now costs ${formatInr(q.shippingPaise)}. ${review}`;
  if (priced.hand && q.slotFeePaise !== input.delivery_slot_fee)
    return deliveryMessages.slotFeeChanged(priced.hand.label, formatInr(q.slotFeePaise));
  if (q.discountPaise !== input.discount_amount)
    return `Your discount is now ${formatInr(q.discountPaise)}. ${review}`;
  if (q.totalPaise !== input.total_amount)
    return `Your order total is now ${formatInr(q.totalPaise)}. ${review}`;
  return null;
}

/** Two prices of one checkout (before the gateway, and under the locks) charge the same. */
function samePrice(a: PricedCheckout, b: PricedCheckout): boolean {
  return (
    a.quote.totalPaise === b.quote.totalPaise &&
    a.quote.discountPaise === b.quote.discountPaise &&
    a.quote.shippingPaise === b.quote.shippingPaise &&
    a.quote.slotFeePaise === b.quote.slotFeePaise &&
    (a.quote.offer?.id ?? null) === (b.quote.offer?.id ?? null) &&
    (a.coupon?.row.id ?? null) === (b.coupon?.row.id ?? null)
  );
}

/**
 * POST /orders/create_order/. The gateway order is created first, for the quote's amount, and the
 * order is written after it in one transaction that takes the stock (and a hand delivery's slot place);
 * a gateway failure therefore
 * touches nothing, and a failure in the transaction leaves only a gateway order nobody was given
 * (docs/decisions/0010-quote-stacking-and-rounding.md).
 */
export async function createOrder(
  deps: Deps,
  log: Log,
  user: AuthUser,
  input: CreateOrderRequest,
): Promise<CreateOrderResponse> {
  const now = deps.now();
  const first = await priceCheckout(deps, deps.db, user.id, input, now, false);
  const wrong = mismatch(first, input);
  if (wrong) throw new AppError("conflict", wrong);
  if (first.quote.totalPaise < minimumChargePaise) {
    throw invalid(`Orders under ${formatInr(minimumChargePaise)} cannot be paid online.`);
  }

  const orderNumber = newOrderNumber(now);
  let gatewayOrder: Awaited<ReturnType<Deps["payments"]["createOrder"]>>;
  try {
    gatewayOrder = await deps.payments.createOrder({
      amountPaise: first.quote.totalPaise,
      receipt: orderNumber,
      notes: { order_number: orderNumber },
    });
  } catch {
    throw new AppError("payment", "We could not start the payment. Please try again in a moment.");
  }

  const order = await deps.db.transaction(async (tx) => {
    const unpaid = await lockCustomerUnpaidOrders(tx, user.id);
    const paidEarlier = await paidEarlierOrder(deps, log, tx, unpaid);
    if (paidEarlier) return { paidEarlier };
    const priced = await priceCheckout(deps, tx, user.id, input, now, true);
    if (!samePrice(first, priced)) {
      throw new AppError("conflict", `Prices changed while your order was being placed. ${review}`);
    }
    const replaced = unpaid.map((earlier) => earlier.id);
    await replaceUnpaidOrders(
      tx,
      replaced,
      priced.lines.map((line) => line.productId),
    );
    const givenBack = await stockMoveTags(tx, replaced, "returned");
    for (const line of priced.lines) {
      if (!(await takeStock(tx, line.productId, line.quantity))) {
        const left = await productStock(tx, line.productId);
        throw new AppError(
          "conflict",
          left <= 0
            ? `Sorry, ${line.name} is out of stock.`
            : `Sorry, only ${left} of ${line.name} ${left === 1 ? "is" : "are"} left.`,
        );
      }
    }
    // After the stock, in the lock order of decision 24; a full slot rolls the stock back with it.
    const { hand } = priced;
    if (hand && !(await takeSlotPlace(tx, hand.slotId, hand.date))) {
      throw new AppError("conflict", deliveryMessages.slotFull(hand.label, hand.date));
    }
    const q = priced.quote;
    const row = await writeNewOrder(
      tx,
      {
        orderNumber,
        userId: user.id,
        addressDetails: priced.address,
        shippingMethod: input.shipping_method,
        shippingDays: priced.shipping.days,
        subtotalPaise: q.subtotalPaise,
        offerId: q.offer?.id ?? null,
        offerDiscountPaise: q.offer?.discountPaise ?? 0,
        couponId: q.coupon?.id ?? null,
        couponDiscountPaise: q.coupon?.discountPaise ?? 0,
        shippingChargePaise: q.shippingPaise,
        deliveryDate: hand?.date ?? null,
        deliverySlotId: hand?.slotId ?? null,
        deliverySlotLabel: hand?.label ?? null,
        slotFeePaise: q.slotFeePaise,
        giftMessage: input.gift_message,
        giftFrom: input.gift_from,
        totalPaise: q.totalPaise,
        orderKey: newOrderKey(),
        gateway: deps.payments.name,
        gatewayOrderId: gatewayOrder.id,
        expiresAt: new Date(now.getTime() + unpaidOrderTtlMs),
      },
      priced.lines.map((line) => ({
        productId: line.productId,
        productName: line.name,
        productImageKey: line.imageKey,
        quantity: line.quantity,
        unitPricePaise: line.unitPricePaise,
        hsnCode: line.hsnCode,
        gstRate: line.gstRate,
        customizations: line.customizations,
      })),
      q.coupon ? { couponId: q.coupon.id, userId: user.id, discountPaise: q.coupon.discountPaise } : null,
    );
    return { row, changed: [...givenBack, ...(await stockMoveTags(tx, [row.id], "taken"))] };
  });
  if (order.paidEarlier) throw earlierOrderPaid(order.paidEarlier);
  // Only the pages and answers showing what it sold (decision 28): every other page stays cached.
  await deps.publicCache.invalidate(order.changed);

  return paymentStartOf(deps, user, order.row, gatewayOrder.id);
}
