import type { ShipOrderRequest } from "@contract/admin/orders";
import { useOrderMove } from "./order-move";

/** POST /admin/orders/{id}/ship/: PROCESSING → SHIPPED with the courier and tracking number. */
export const useShipOrder = (id: number) => useOrderMove<ShipOrderRequest>(id, "ship");
