import { isSiteLink, siteLinkMessage } from "@contract/site-link";
import type { Editor } from "@tiptap/react";
import { buttonClasses } from "@web/components/ui/button";
import { useState } from "react";

/**
 * Sets or removes the link on the selected text. Only links the store accepts on banners are offered
 * (a path on this site or https), so a staff member learns of a typo here rather than from a reader.
 */
export function LinkBar({ editor, onClose }: { editor: Editor; onClose: () => void }) {
  const [href, setHref] = useState<string>(() => editor.getAttributes("link").href ?? "");
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const link = href.trim();
    if (!isSiteLink(link)) {
      setError(siteLinkMessage("The link"));
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: link }).run();
    onClose();
  };
  return (
    <div className="flex flex-wrap items-start gap-2 border-cocoa-100 border-t p-2">
      <div className="min-w-48 flex-1">
        <input
          // biome-ignore lint/a11y/noAutofocus: the bar opens because the staff member wants to type a link.
          autoFocus
          type="text"
          aria-label="Link address"
          placeholder="/categories/1 or https://…"
          value={href}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              apply();
            }
            if (event.key === "Escape") onClose();
          }}
          className="block h-9 w-full rounded-lg border border-cocoa-200 bg-white px-3 text-sm focus:border-amber-500 focus:outline-none"
        />
        {error && <p className="mt-1 text-xs text-red-700">{error}</p>}
      </div>
      <button type="button" className={buttonClasses("primary", "sm")} onClick={apply}>
        Apply
      </button>
      {editor.isActive("link") && (
        <button
          type="button"
          className={buttonClasses("outline", "sm")}
          onClick={() => {
            editor.chain().focus().extendMarkRange("link").unsetLink().run();
            onClose();
          }}
        >
          Remove link
        </button>
      )}
    </div>
  );
}
