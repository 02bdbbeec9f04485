import { useOrderMove } from "./order-move";

/** POST /admin/orders/{id}/refund/: refunds a payment that arrived after its order was cancelled. */
export const useRefundOrder = (id: number) => useOrderMove<undefined>(id, "refund");
