import type { AdminShipment } from "@contract/admin/shipments";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { adminOrderQueryOptions } from "../api/get-admin-order";

/**
 * A booking the worker finishes while the page is open writes the courier, AWB and packed stamp onto
 * the order, so the order is asked again when the polled booking leaves `booking`.
 */
export function useOrderFollowsBooking(orderId: number, state: AdminShipment["state"] | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef(state);
  useEffect(() => {
    const before = seen.current;
    seen.current = state;
    if (before === "booking" && state !== "booking") {
      void queryClient.invalidateQueries({ queryKey: adminOrderQueryOptions(orderId).queryKey });
    }
  }, [queryClient, orderId, state]);
}
