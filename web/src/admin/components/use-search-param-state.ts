import { useCallback } from "react";
import { useSearchParams } from "react-router";

/**
 * A list's page, filters and search kept in the URL, so a reload, the back button or a shared link
 * show the same rows. Setting a filter goes back to page 1.
 */
export function useSearchParamState() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((name: string) => params.get(name) ?? "", [params]);
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const set = useCallback(
    (changes: Record<string, string | number | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!("page" in changes)) next.delete("page");
          for (const [name, value] of Object.entries(changes)) {
            if (value === null || value === "") next.delete(name);
            else next.set(name, String(value));
          }
          return next;
        },
        { replace: false },
      ),
    [setParams],
  );
  return { params, get, page, set };
}
