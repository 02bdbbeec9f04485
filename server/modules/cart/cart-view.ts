import type { Cart, CartItem } from "@contract/cart";
import { leftOutOfTotal, type UnavailableReason } from "@contract/cart-rules";
import { paiseToDecimal } from "@contract/money";
import type { Storage } from "@server/platform/storage";
import type { AnswerRow, CartLineRow, LineRow, ProductRow } from "./cart.repository";

/** What the shopper pays per unit now. */
export const unitPricePaise = (product: ProductRow) => product.discountedPricePaise ?? product.pricePaise;

function unavailableReason(line: LineRow): UnavailableReason | null {
  if (!line.product.isActive) return "not_available";
  if (line.product.stock === 0) return "out_of_stock";
  if (line.quantity > line.product.stock) return "insufficient_stock";
  return null;
}

const shortText = (text: string) => (text.length > 40 ? `${text.slice(0, 39)}…` : text);

/** "Message: Happy birthday · Photos: 2 photos"; empty answers are left out. */
export function customizationSummary(answers: AnswerRow[]): string {
  const parts = answers.flatMap((answer) => {
    if (answer.fieldType === "text") {
      const text = answer.textValue?.replace(/\s+/g, " ").trim() ?? "";
      return text ? [`${answer.fieldName}: ${shortText(text)}`] : [];
    }
    const count = answer.imageKeys.length;
    return count > 0 ? [`${answer.fieldName}: ${count} ${count === 1 ? "photo" : "photos"}`] : [];
  });
  return parts.join(" · ");
}

export function cartOf(
  lines: CartLineRow[],
  answers: AnswerRow[],
  imageKeys: Map<number, string[]>,
  storage: Storage,
): Cart {
  const answersByLine = new Map<number, AnswerRow[]>();
  for (const answer of answers) {
    answersByLine.set(answer.cartItemId, [...(answersByLine.get(answer.cartItemId) ?? []), answer]);
  }
  let totalPaise = 0;
  let count = 0;
  const items = lines.map((line): CartItem => {
    const { product } = line;
    const price = unitPricePaise(product);
    const subtotal = price * line.quantity;
    const reason = unavailableReason(line);
    if (!leftOutOfTotal(reason)) totalPaise += subtotal;
    count += line.quantity;
    const saved = answersByLine.get(line.id) ?? [];
    const mainImage = imageKeys.get(product.id)?.[0];
    return {
      id: line.id,
      quantity: line.quantity,
      price: paiseToDecimal(price),
      subtotal: paiseToDecimal(subtotal),
      // A customisable product that asks for nothing (no fields) has nothing left to personalise.
      is_customized: saved.length > 0 || (product.isCustomizable && !line.hasFields),
      product: {
        id: product.id,
        name: product.name,
        main_image: mainImage ? storage.url(mainImage) : "",
        is_customizable: product.isCustomizable,
        price: paiseToDecimal(product.pricePaise),
        discounted_price:
          product.discountedPricePaise === null ? null : paiseToDecimal(product.discountedPricePaise),
        stock: product.stock,
      },
      is_available: reason === null,
      unavailable_reason: reason,
      customization_summary: saved.length > 0 ? customizationSummary(saved) : null,
    };
  });
  return { total: paiseToDecimal(totalPaise), count, items };
}
