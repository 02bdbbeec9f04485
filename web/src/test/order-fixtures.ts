import type { Order, OrderItem } from "@contract/orders";
import type { MyReview } from "@contract/reviews";

export function orderItem(id: number, product: number | null, name: string): OrderItem {
  return {
    id,
    product,
    product_name: name,
    product_image: `/media/seed/products/${id}.jpg`,
    quantity: 1,
    price: "799.00",
    subtotal: "799.00",
    customizations: [],
  };
}

/** A paid, delivered order of one truffle box, as GET /orders/{id}/ answers it. */
export function deliveredOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 5,
    order_number: "MTH-1005",
    created_at: "2026-11-20T06:30:00Z",
    order_status: "DELIVERED",
    payment_status: "PAID",
    total_amount: "799.00",
    subtotal: "799.00",
    discount_amount: "0.00",
    discounts: [],
    coupon_code: null,
    shipping_method: "S",
    shipping_method_name: "Standard",
    shipping_charge: "0.00",
    delivery_date: null,
    delivery_slot_label: null,
    slot_fee: "0.00",
    gift_message: null,
    gift_from: null,
    gift_message_editable: false,
    rounding: "0.00",
    expected_delivery: "2026-11-25",
    paid_at: "2026-11-20T06:31:00Z",
    expires_at: null,
    refund_due: false,
    refunded_at: null,
    courier: "Blue Dart",
    tracking_number: "BD123456",
    shipped_at: "2026-11-22T06:30:00Z",
    delivered_at: "2026-11-24T06:30:00Z",
    tracking_url: null,
    packed_at: "2026-11-21T06:30:00Z",
    cancelled_at: null,
    cancelled_by: null,
    can_cancel: false,
    invoice_number: null,
    credit_note_number: null,
    address_details: {
      full_name: "Asha Rao",
      phone: "9876543210",
      house_no: "Flat 4B",
      street: "North Main Road",
      landmark: "",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411001",
    },
    items: [orderItem(50, 7, "Dark Truffle Box")],
    ...overrides,
  };
}

export function myReview(overrides: Partial<MyReview> = {}): MyReview {
  return {
    id: 31,
    rating: 4,
    text: "Rich and fresh.",
    media: [{ id: 91, media_type: "image", file: "/media/reviews/a.jpg", file_url: "/media/reviews/a.jpg" }],
    user_name: "Asha R.",
    created_at: "2026-11-26T06:30:00Z",
    updated_at: "2026-11-26T06:30:00Z",
    product_id: 7,
    order_id: 5,
    ...overrides,
  };
}
