import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { addressesQueryOptions } from "./get-addresses";

export function deleteAddress(id: number): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/user/addresses/${id}/`, { method: "DELETE" });
}

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAddress,
    meta: { silent: true },
    onSuccess: (_answer, id) =>
      queryClient.setQueryData(addressesQueryOptions().queryKey, (list) =>
        list?.filter((address) => address.id !== id),
      ),
  });
}
