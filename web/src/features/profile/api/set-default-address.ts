import type { AddressList } from "@contract/address";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { addressesQueryOptions } from "./get-addresses";

export function setDefaultAddress(id: number): Promise<AddressList> {
  return apiRequest<AddressList>(`/user/addresses/${id}/set_default/`, { method: "POST" });
}

/** The answer is the whole list with the new default first. Failures get the global toast. */
export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultAddress,
    onSuccess: (list) => queryClient.setQueryData(addressesQueryOptions().queryKey, list),
  });
}
