import type { CancelOrderRequest } from "@contract/admin/orders";
import { useOrderMove } from "./order-move";

/** POST /admin/orders/{id}/cancel/: cancels, refunding a paid order in full through the gateway. */
export const useCancelOrder = (id: number) => useOrderMove<CancelOrderRequest>(id, "cancel");
