import { useEffect } from "react";

/**
 * Marks the document (`<html data-hydrated>`) once the page's own content answers input: hydrated
 * when the server rendered it, at once when the browser did. Until then a server-rendered field shows
 * but does not react, so browser tests wait for this before typing.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
