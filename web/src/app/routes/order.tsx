import { useParams } from "react-router";
import { OrderDetailPage } from "../../features/orders/components/order-detail-page";

export default function OrderRoute() {
  const { orderId = "" } = useParams();
  return <OrderDetailPage key={orderId} orderId={orderId} />;
}
