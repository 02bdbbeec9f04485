import type {
  AdminShipment,
  CourierChoices,
  OrderShipmentPanel,
  OrderToBook,
  ShipmentList,
} from "@contract/admin/shipments";

export const defaultParcel = { weight_grams: 500, length_cm: 20, breadth_cm: 15, height_cm: 10 };

/** Order 42's courier booking, booked and waiting for pickup, as the staff API answers it. */
export function shipment(overrides: Partial<AdminShipment> = {}): AdminShipment {
  return {
    id: 7,
    order_id: 42,
    order_number: "MTH-261123-ABCD1234",
    shipping_method: "S",
    state: "booked",
    courier: "Delhivery Surface",
    awb: "SR1234567890",
    tracking_url: "https://shiprocket.co/tracking/SR1234567890",
    charge: "65.50",
    parcel: defaultParcel,
    pickup_scheduled_for: "2026-11-24T05:30:00Z",
    pickup_token: "PT-889",
    manifest_url: "https://files.example/manifest-7.pdf",
    expected_on: "2026-11-27",
    attention: null,
    last_error: null,
    attempts: 1,
    retry_at: null,
    cancel_requested: false,
    booked_at: "2026-11-23T09:00:00Z",
    updated_at: "2026-11-23T09:00:00Z",
    updates: [],
    ...overrides,
  };
}

export function shipmentPanel(overrides: Partial<OrderShipmentPanel> = {}): OrderShipmentPanel {
  return { provider: "shiprocket", default_parcel: defaultParcel, shipment: null, earlier: [], ...overrides };
}

/** The double's three couriers for a Pune pincode; Blue Dart is the one that would arrive late. */
export function courierChoices(overrides: Partial<CourierChoices> = {}): CourierChoices {
  return {
    pickup_pincode: "110001",
    delivery_pincode: "411004",
    promised_on: "2026-11-28",
    recommended_courier_id: 1,
    couriers: [
      {
        id: 1,
        name: "Delhivery Surface",
        charge: "65.50",
        days: 4,
        etd: "2026-11-27",
        mode: "surface",
        rating: 4.2,
        late: false,
      },
      {
        id: 43,
        name: "Xpressbees",
        charge: "58.00",
        days: 6,
        etd: "2026-11-29",
        mode: "surface",
        rating: 3.9,
        late: true,
      },
      {
        id: 10,
        name: "Blue Dart Air",
        charge: "129.00",
        days: 2,
        etd: "2026-11-25",
        mode: "air",
        rating: 4.6,
        late: false,
      },
    ],
    message: null,
    ...overrides,
  };
}

export function orderToBook(orderId: number, overrides: Partial<OrderToBook> = {}): OrderToBook {
  return {
    order_id: orderId,
    order_number: `MTH-261124-0000000${orderId}`,
    shipping_method: "S",
    customer_name: "Asha Rao",
    city: "Pune",
    pincode: "411004",
    total: "1450.00",
    paid_at: "2026-11-24T04:00:00Z",
    promised_on: "2026-11-29",
    ...overrides,
  };
}

export function shipmentList(overrides: Partial<ShipmentList> = {}): ShipmentList {
  return {
    view: "to_book",
    provider: "shiprocket",
    default_parcel: defaultParcel,
    to_book: [],
    shipments: [],
    ...overrides,
  };
}
