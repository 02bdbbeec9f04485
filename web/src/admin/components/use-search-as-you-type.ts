import { useEffect, useRef, useState } from "react";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * A list's search box that searches as staff type: what the box holds goes to `onSearch` (which puts it
 * in the URL) once typing pauses, so a word asks the server once and leaves one history entry, not one
 * per letter. When `current` changes from elsewhere (back, forward, a link) the box shows it instead.
 */
export function useSearchAsYouType(current: string, onSearch: (q: string) => void, delayMs = 300) {
  const [text, setText] = useState(current);
  const settled = useDebouncedValue(text.trim(), delayMs);
  const searched = useRef(current);
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    if (current === searched.current) return;
    searched.current = current;
    setText(current);
  }, [current]);
  useEffect(() => {
    if (settled === searched.current) return;
    searched.current = settled;
    search.current(settled);
  }, [settled]);
  return [text, setText] as const;
}
