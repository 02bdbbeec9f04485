import type { AddressList } from "@contract/address";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** The customer's addresses, the default first. */
export function getAddresses(): Promise<AddressList> {
  return apiRequest<AddressList>("/user/addresses/");
}

/** The address manager shows its own 'Failed to load addresses' (product §8), so no global toast. */
export const addressesQueryOptions = () =>
  queryOptions({ queryKey: ["addresses"], queryFn: getAddresses, meta: { silent: true } });

export function useAddresses() {
  return useQuery(addressesQueryOptions());
}
