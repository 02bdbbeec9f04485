import type { Address, AddressInputValues } from "@contract/address";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { addressesQueryOptions } from "./get-addresses";

type UpdateAddress = { id: number; input: AddressInputValues };

export function updateAddress({ id, input }: UpdateAddress): Promise<Address> {
  return apiRequest<Address>(`/user/addresses/${id}/`, { method: "PUT", body: input });
}

export function useUpdateAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddress,
    meta: { silent: true },
    onSuccess: (saved) =>
      queryClient.setQueryData(addressesQueryOptions().queryKey, (list) =>
        list?.map((address) => (address.id === saved.id ? saved : address)),
      ),
  });
}
