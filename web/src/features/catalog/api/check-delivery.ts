import type { DeliveryCheckRequest, DeliveryCheckResponse } from "@contract/delivery";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

export type DeliveryCheckInput = Pick<DeliveryCheckRequest, "pincode"> & { product_id?: number };

/** POST /orders/delivery/check-delivery/: open to guests (a spec defect fixed). */
export function checkDelivery(input: DeliveryCheckInput): Promise<DeliveryCheckResponse> {
  return apiRequest<DeliveryCheckResponse>("/orders/delivery/check-delivery/", {
    method: "POST",
    body: input,
  });
}

/** The product page toasts its own 'Failed to check delivery availability' (product §8). */
export function useCheckDelivery() {
  return useMutation({ mutationFn: checkDelivery, meta: { silent: true } });
}
