import type { AdminOrder } from "@contract/admin/orders";

export const photoUrl = "/api/user/uploads/private/customers/7/0f0e.jpg?expires=1&signature=abc";

/** A paid courier order as the staff API answers it; tests override what they look at. */
export function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 42,
    order_number: "MTH-261123-ABCD1234",
    created_at: "2026-11-23T06:30:00Z",
    order_status: "PROCESSING",
    payment_status: "PAID",
    refund_due: false,
    automatic_refund: null,
    cancelled_at: null,
    cancel_reason: null,
    customer: { id: 7, name: "Asha Rao", email: "asha@example.in", phone: "9876543210" },
    address: {
      full_name: "Asha Rao",
      phone: "9876543210",
      house_no: "Flat 4B",
      street: "FC Road",
      landmark: "",
      city: "Pune",
      state: "Maharashtra",
      pincode: "411004",
    },
    shipping_method: "S",
    shipping_method_name: "Standard",
    expected_delivery: "2026-11-28",
    delivery_date: null,
    delivery_slot_label: null,
    gift_message: null,
    gift_from: null,
    packed_at: null,
    amounts: {
      subtotal: "1500.00",
      offer_name: null,
      offer_discount: "0.00",
      coupon_code: "SWEET50",
      coupon_discount: "50.00",
      shipping_charge: "0.00",
      slot_fee: "0.00",
      rounding: "0.00",
      total: "1450.00",
    },
    payment: {
      gateway: "razorpay",
      gateway_order_id: "order_Abc",
      gateway_payment_id: "pay_Abc",
      gateway_refund_id: null,
      paid_at: "2026-11-23T06:31:00Z",
      refunded_at: null,
    },
    shipment: { courier: null, tracking_number: null, shipped_at: null, delivered_at: null },
    items: [
      {
        id: 3,
        product: 9,
        product_name: "Photo Cushion",
        product_image: "/media/cushion.webp",
        quantity: 1,
        price: "1500.00",
        subtotal: "1500.00",
        customizations: [
          {
            field: "Your photos",
            text: null,
            photos: [{ url: photoUrl, filename: "MTH-261123-ABCD1234-3-your-photos-1.jpg" }],
          },
          { field: "Message", text: "Happy Diwali", photos: [] },
        ],
      },
    ],
    tax_documents: [],
    history: [
      {
        id: 1,
        created_at: "2026-11-23T06:30:00Z",
        kind: "placed",
        from_status: null,
        to_status: "PENDING",
        staff_email: null,
        detail: {},
      },
    ],
    actions: ["ship", "cancel"],
    ...overrides,
  };
}

/** The same order hand-delivered at midnight with a card: the slot fee is part of the total. */
export const handDelivered = (overrides: Partial<AdminOrder> = {}): AdminOrder => {
  const base = order();
  return order({
    shipping_method: "L",
    shipping_method_name: "Hand delivery",
    expected_delivery: "2026-10-24",
    delivery_date: "2026-10-24",
    delivery_slot_label: "Midnight, 11–11:59 PM",
    gift_message: "Happy birthday, Asha!\nLots of love",
    gift_from: "Rahul",
    amounts: { ...base.amounts, shipping_charge: "79.00", slot_fee: "249.00", total: "1778.00" },
    ...overrides,
  });
};
