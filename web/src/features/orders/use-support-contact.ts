import type { SettingsRecord } from "@contract/content";
import { skipToken, useQuery } from "@tanstack/react-query";

/**
 * The shop's support e-mail and phone, read from the settings record the app shell already loads for
 * the footer (the cache entry under ["settings"]); this never asks the server again. Undefined until
 * the footer's copy has arrived.
 */
export function useSupportContact(): { email: string; phone: string } | undefined {
  const settings = useQuery<SettingsRecord>({ queryKey: ["settings"], queryFn: skipToken });
  return settings.data
    ? { email: settings.data.support_email, phone: settings.data.support_phone }
    : undefined;
}
