import type { SettingsRecord } from "@contract/content";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** The server answers a list; the first element is the store's settings record. */
export async function getSettings(): Promise<SettingsRecord> {
  const records = await apiRequest<SettingsRecord[]>("/setting/setting/");
  const first = records[0];
  if (!first) throw new Error("The settings list is empty");
  return first;
}

export const settingsQueryOptions = () => queryOptions({ queryKey: ["settings"], queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
