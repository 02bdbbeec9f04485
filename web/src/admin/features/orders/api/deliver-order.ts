import { useOrderMove } from "./order-move";

/** POST /admin/orders/{id}/deliver/: SHIPPED → DELIVERED. */
export const useDeliverOrder = (id: number) => useOrderMove<undefined>(id, "deliver");
