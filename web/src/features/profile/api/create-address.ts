import type { Address, AddressInputValues } from "@contract/address";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { addressesQueryOptions } from "./get-addresses";

export function createAddress(input: AddressInputValues): Promise<Address> {
  return apiRequest<Address>("/user/addresses/", { method: "POST", body: input });
}

/** The list is refetched: the server decides which address is the default and the order. */
export function useCreateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAddress,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryOptions().queryKey }),
  });
}
