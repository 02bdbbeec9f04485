import type { QueryClient } from "@tanstack/react-query";

/**
 * A booking writes its courier, AWB and packed stamp onto the order, so both the courier lists and
 * the orders (queue and pages) are asked again after any change to one. Not waited for: the screen
 * that made the change says so (and closes its dialog) first, before the fresh answers take the
 * button or dialog away.
 */
export function afterShipmentChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: ["admin", "shipments"] });
  void queryClient.invalidateQueries({ queryKey: ["admin", "orders"] });
}
