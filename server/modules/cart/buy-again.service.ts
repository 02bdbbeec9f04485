import type { BuyAgainResult } from "@contract/cart";
import {
  awaitsPayment,
  customerOrderLines,
  type PastOrderLine,
} from "@server/modules/orders/order-lines.service";
import { orderNotFound } from "@server/modules/orders/orders.service";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import { type BuyAgainChange, buyAgainChanges as say } from "./buy-again-changes";
import { type AddOutcome, addToCart, loadCart } from "./cart.service";
import { unitPricePaise } from "./cart-view";

type Deps = Pick<AppDeps, "db" | "storage" | "now">;
type Added = BuyAgainResult["added"][number];

/** What differs from the order for a line that could not go in. */
function notAdded(
  line: PastOrderLine,
  outcome: Exclude<AddOutcome, { kind: "added" }> | null,
): BuyAgainChange {
  if (!outcome || outcome.kind === "not_sold" || !outcome.product.isActive) return say.notSold(line.name);
  return outcome.product.stock === 0 ? say.outOfStock(line.name) : say.fewerLeft(line.name, 0);
}

/**
 * POST /user/cart/buy_again/: a past order's lines back in the customer's cart through the cart's own
 * add, at today's price, each capped at what the stock leaves beside the cart's line, all or nothing.
 * Personalisation is never copied: a personalisable line is added blank and flagged, and checkout
 * refuses it until it is filled in. An order still waiting for its payment is paid, not bought again.
 */
export async function buyAgain(deps: Deps, user: AuthUser, orderId: number): Promise<BuyAgainResult> {
  const order = await customerOrderLines(deps.db, user.id, orderId);
  if (!order || awaitsPayment(order, deps.now())) throw notFound(orderNotFound);
  return deps.db.transaction(async (tx) => {
    const outcomes = new Map<number, AddOutcome>();
    // In product id order, so two of these on one cart take its line locks in one order and never deadlock.
    const toAdd = order.lines
      .flatMap(({ productId, quantity }, index) =>
        productId === null ? [] : [{ productId, quantity, index }],
      )
      .sort((a, b) => a.productId - b.productId);
    for (const { productId, quantity, index } of toAdd) {
      outcomes.set(index, await addToCart(tx, user.id, productId, quantity, { upTo: true }));
    }
    const cart = await loadCart({ db: tx, storage: deps.storage }, user.id);

    const added: Added[] = [];
    const changes: BuyAgainChange[] = [];
    order.lines.forEach((line, index) => {
      const outcome = outcomes.get(index) ?? null;
      if (outcome?.kind !== "added") {
        changes.push(notAdded(line, outcome));
        return;
      }
      const { product } = outcome;
      added.push({ product_id: product.id, name: product.name, quantity: outcome.quantity });
      const pricePaise = unitPricePaise(product);
      if (pricePaise !== line.unitPaise)
        changes.push(say.priceChanged(line.name, line.unitPaise, pricePaise));
      if (outcome.quantity < line.quantity) changes.push(say.fewerLeft(line.name, outcome.quantity));
      const item = cart.items.find((each) => each.product.id === product.id);
      if (item?.product.is_customizable && !item.is_customized)
        changes.push(say.personalise(line.name, line.personalised));
    });
    return { order_number: order.orderNumber, cart, added, changes };
  });
}
