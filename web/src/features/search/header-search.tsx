import { Search } from "lucide-react";
import { type ComponentType, useRef, useState } from "react";
import { headerFormClass, searchFieldClass } from "./search-field-look";

/**
 * contract/search-text.ts `maxSearchLength`, written out: importing that module would put its stop
 * words in every page's first load. A test holds the two equal.
 */
const maxSearchLength = 100;

// The suggestions' code (≤ 6 KB) loads on the first focus or press; the field itself works without it.
const loadCombobox = () => import("./search-combobox");
type Combobox = Awaited<ReturnType<typeof loadCombobox>>;
type Loaded = { Field: Combobox["SearchCombobox"]; text: string; focused: boolean };

/**
 * The desktop top bar's search (decision 26). Until first used, the field is a plain form that
 * submits GET /search?q= (so it works before the app starts); then the combobox takes its place with
 * what was typed and the focus, in the same box. Where the bar has no room for a field (below 1280 px)
 * it is the phone's icon.
 */
export function HeaderSearch() {
  const input = useRef<HTMLInputElement>(null);
  const [loaded, setLoaded] = useState<Loaded>();
  const wake = () => {
    void loadCombobox().then(({ SearchCombobox }) => {
      const field = input.current;
      const text = field?.value ?? "";
      setLoaded((now) => now ?? { Field: SearchCombobox, text, focused: field === document.activeElement });
    });
  };
  return (
    <>
      <div className="relative hidden h-11 w-full max-w-md xl:block">
        {loaded ? (
          <loaded.Field look="header" initialText={loaded.text} autoFocus={loaded.focused} />
        ) : (
          // biome-ignore lint/a11y/useSemanticElements: decision 26 names a form with the search role, which works before the app starts.
          <form role="search" action="/search" className={headerFormClass}>
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-cocoa-400"
            />
            <input
              ref={input}
              type="search"
              name="q"
              maxLength={maxSearchLength}
              aria-label="Search for gifts"
              placeholder="Search"
              enterKeyHint="search"
              onFocus={wake}
              onPointerDown={wake}
              className={searchFieldClass}
            />
          </form>
        )}
      </div>
      <SearchButton className="xl:hidden" />
    </>
  );
}

/**
 * The search icon of the phone's top bar (and of the desktop bar where a field does not fit). Before
 * the app starts it is a link to the search page; after, it opens the full-screen search (the same
 * lazily loaded code as the field).
 */
export function SearchButton({ className = "" }: { className?: string }) {
  const [Overlay, setOverlay] = useState<ComponentType<{ onClose: () => void }>>();
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        href="/search"
        aria-label="Search"
        onPointerDown={() => void loadCombobox()}
        onClick={(event) => {
          event.preventDefault();
          void loadCombobox().then(({ SearchOverlay }) => {
            setOverlay(() => SearchOverlay);
            setOpen(true);
          });
        }}
        className={`flex size-11 shrink-0 items-center justify-center rounded-full text-cocoa-800 transition hover:bg-cocoa-100 ${className}`}
      >
        <Search aria-hidden="true" className="size-5" />
      </a>
      {open && Overlay && <Overlay onClose={() => setOpen(false)} />}
    </>
  );
}
