import { OrdersPage } from "@web/features/orders/components/orders-page";

export default function OrdersRoute() {
  return <OrdersPage />;
}
