import { maxSearchLength, searchKey } from "@contract/search-text";
import { useModal } from "@web/components/ui/use-modal";
import { Search } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useNavigate } from "react-router";
import { headerFormClass, searchFieldClass } from "./search-field-look";
import { type Suggestion, SuggestionList, suggestionsOf } from "./suggestion-list";
import { useSuggestions } from "./use-suggestions";

/** Where Enter goes without a chosen row: the search page for the words typed. */
function searchPath(text: string): string {
  const words = searchKey(text);
  return words ? `/search?${new URLSearchParams({ q: words })}` : "/search";
}

type SearchComboboxProps = {
  /** What was typed into the plain field before this loaded. */
  initialText?: string;
  /** Take the focus on arrival (the plain field had it). */
  autoFocus?: boolean;
  /** "header": a dropdown under the top bar's field; "overlay": the phone's full-screen list. */
  look: "header" | "overlay";
  /** After a row or a search is opened (the overlay closes). */
  onGo?: () => void;
};

/**
 * The search field with suggestions, to the WAI-ARIA combobox pattern: focus stays in the field,
 * ↑/↓ move through the rows (aria-activedescendant), Enter opens the row or else the search page,
 * Escape closes the list and then clears the field, and a polite live region counts the rows.
 */
export function SearchCombobox({ initialText = "", autoFocus = false, look, onGo }: SearchComboboxProps) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(autoFocus);
  const [active, setActive] = useState(-1);
  const { data, settled } = useSuggestions(text);
  const suggestions = data ? suggestionsOf(data) : [];
  const count = suggestions.length;
  const expanded = open && count > 0;
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  useLayoutEffect(() => {
    if (!autoFocus || !input.current) return;
    input.current.focus();
    input.current.setSelectionRange(initialText.length, initialText.length);
  }, [autoFocus, initialText]);

  // A new answer is a new list: nothing in it is chosen yet.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the answer changing is the trigger.
  useEffect(() => setActive(-1), [data]);

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    onGo?.();
    navigate(path);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (count === 0) return;
      event.preventDefault();
      if (!expanded) return setOpen(true);
      const down = event.key === "ArrowDown";
      setActive((now) => (down ? (now + 1) % count : now <= 0 ? count - 1 : now - 1));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = expanded ? suggestions[active] : undefined;
      go(chosen ? chosen.href : searchPath(text));
    } else if (event.key === "Escape") {
      if (expanded) {
        setOpen(false);
        setActive(-1);
      } else if (text) {
        setText("");
      } else {
        return;
      }
      // Handled here: the overlay's own Escape (close) must not also run.
      event.preventDefault();
      event.nativeEvent.stopPropagation();
    }
  };

  const announced = !settled
    ? ""
    : count === 0
      ? "No suggestions"
      : `${count} suggestion${count === 1 ? "" : "s"}`;
  const overlay = look === "overlay";
  return (
    // biome-ignore lint/a11y/useSemanticElements: decision 26 names a form with the search role, which works before the app starts.
    <form
      role="search"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault();
        go(searchPath(text));
      }}
      className={overlay ? "relative flex-1" : headerFormClass}
    >
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-cocoa-400"
      />
      <input
        ref={input}
        type="search"
        name="q"
        value={text}
        maxLength={maxSearchLength}
        role="combobox"
        aria-label="Search for gifts"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        enterKeyHint="search"
        placeholder="Search"
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        // 16 px on phones, or the browser zooms into the field.
        className={overlay ? searchFieldClass.replace("text-sm", "text-base") : searchFieldClass}
      />
      {expanded && (
        <SuggestionList
          id={listId}
          suggestions={suggestions}
          active={active}
          optionId={optionId}
          onPick={(suggestion: Suggestion) => go(suggestion.href)}
          className={
            overlay
              ? "fixed inset-x-0 top-16 bottom-0 overflow-y-auto bg-cream-50"
              : "absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl bg-white shadow-lift ring-1 ring-cocoa-100"
          }
        />
      )}
      <p aria-live="polite" className="sr-only">
        {open ? announced : ""}
      </p>
    </form>
  );
}

/** Phones: the search field and its suggestions over the whole screen, opened from the top bar's icon. */
export function SearchOverlay({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  useModal(dialog, onClose);
  // On <body>: the top bar's backdrop blur would make it, not the screen, the box a fixed child fills.
  return createPortal(
    <div
      ref={dialog}
      role="dialog"
      aria-modal="true"
      aria-label="Search"
      className="fixed inset-0 z-50 bg-cream-50"
    >
      <div className="relative flex h-16 items-center gap-2 border-b border-cocoa-100 px-4">
        <SearchCombobox look="overlay" autoFocus onGo={onClose} />
        <button
          type="button"
          onClick={onClose}
          className="h-11 shrink-0 px-2 text-sm font-semibold text-cocoa-800"
        >
          Cancel
        </button>
      </div>
    </div>,
    document.body,
  );
}
