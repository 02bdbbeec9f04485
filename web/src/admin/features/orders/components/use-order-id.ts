import { useParams } from "react-router";

/** The `:orderId` of the path when it can be an order id (1…2³¹−1), else null. */
export function useOrderId(): number | null {
  const { orderId = "" } = useParams();
  const id = Number(orderId);
  return /^[1-9]\d{0,9}$/.test(orderId) && id <= 2_147_483_647 ? id : null;
}
