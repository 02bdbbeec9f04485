import { useEffect } from "react";

export const siteTitle = "Mithaas — Chocolates & Gifts";

/** Sets the tab title for a screen; no argument means the home title. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Mithaas` : siteTitle;
  }, [title]);
}
