import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { maxSearchLength } from "../use-listing-params";

/** Product §9: the search is sent 500 ms after typing stops. */
export const searchDelayMs = 500;

type ListingSearchProps = {
  /** The search in the URL. */
  value: string;
  /** Called with the trimmed text once typing pauses, or at once when cleared. */
  onSearch: (search: string) => void;
};

export function ListingSearch({ value, onSearch }: ListingSearchProps) {
  const [draft, setDraft] = useState(value);
  const sent = useRef(value);
  const input = useRef<HTMLInputElement>(null);
  // The latest callback, so a parent re-render while typing doesn't restart the pause.
  const latestOnSearch = useRef(onSearch);
  useEffect(() => {
    latestOnSearch.current = onSearch;
  });

  // Back/forward (or a link) changed the URL: show its search rather than what was typed before.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setDraft(value);
    }
  }, [value]);

  useEffect(() => {
    const search = draft.trim();
    if (search === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = search;
      latestOnSearch.current(search);
    }, searchDelayMs);
    return () => clearTimeout(timer);
  }, [draft]);

  const clear = () => {
    setDraft("");
    sent.current = "";
    if (value !== "") onSearch("");
    input.current?.focus();
  };

  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-cocoa-400"
      />
      <input
        ref={input}
        type="search"
        value={draft}
        maxLength={maxSearchLength}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape" && draft) {
            event.preventDefault();
            clear();
          }
        }}
        placeholder="Search this collection"
        aria-label="Search products"
        enterKeyHint="search"
        className="h-11 w-full rounded-full border border-cocoa-200 bg-white pr-11 pl-10 text-sm text-cocoa-900 shadow-xs transition placeholder:text-cocoa-400 focus:border-amber-500 focus:ring-4 focus:ring-amber-100 focus:outline-none [&::-webkit-search-cancel-button]:hidden"
      />
      {draft && (
        <button
          type="button"
          onClick={clear}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-cocoa-500 transition hover:bg-cocoa-100 hover:text-cocoa-900"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </div>
  );
}
