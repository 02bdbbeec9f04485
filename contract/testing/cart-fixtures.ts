import type { Cart, CartItem } from "../cart";
import { paiseToDecimal, toPaise } from "../money";
import type { Offer } from "../offers";

export function cartItem(
  id: number,
  overrides: Partial<CartItem> = {},
  product: Partial<CartItem["product"]> = {},
) {
  const item: CartItem = {
    id,
    quantity: 1,
    price: "500.00",
    subtotal: "500.00",
    is_customized: false,
    product: {
      id: id * 10,
      name: `Truffle Box ${id}`,
      main_image: `/media/seed/products/box-${id}.jpg`,
      is_customizable: false,
      price: "500.00",
      discounted_price: null,
      stock: 5,
      ...product,
    },
    is_available: true,
    unavailable_reason: null,
    customization_summary: null,
    ...overrides,
  };
  return { ...item, subtotal: paiseToDecimal(toPaise(item.price) * item.quantity) };
}

export function cartOf(items: CartItem[]): Cart {
  return {
    total: paiseToDecimal(items.reduce((sum, item) => sum + toPaise(item.subtotal), 0)),
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    items,
  };
}

export function offer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    name: "Festive 10% Off",
    is_active: true,
    start_date: "2020-01-01T00:00:00Z",
    end_date: "2099-01-01T00:00:00Z",
    min_order_amount: "1499.00",
    discount_type: "percentage",
    discount_percentage: 10,
    discount_amount: null,
    max_discount_amount: "500.00",
    ...overrides,
  };
}
