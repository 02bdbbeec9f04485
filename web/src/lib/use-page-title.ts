import { useEffect } from "react";

export const siteTitle = "Mithaas — Chocolates & Gifts";
export const siteDescription =
  "Mithaas — handcrafted chocolates, hampers and thoughtful gifts delivered across India. Personalise a box, pick a hamper and send something sweet today.";

/** Search snippets stop around here; longer text is cut at a word with an ellipsis. */
const descriptionLimit = 160;

/** Plain text of at most 160 characters, for a meta description. */
export function summarise(text: string, limit = descriptionLimit): string {
  const plain = text
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= limit) return plain;
  const cut = plain.slice(0, limit - 1);
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), limit / 2));
  return `${atWord.replace(/[\s,.;:—-]+$/, "")}…`;
}

function descriptionTag(): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement("meta");
    tag.name = "description";
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the tab title and the meta description for a screen; no title means the home title, no
 * description the store's own. (The server writes both into the HTML of product, category and blog
 * URLs for link previews; this keeps them right as the shopper moves around the app.)
 */
export function usePageTitle(title?: string, description?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Mithaas` : siteTitle;
    descriptionTag().content = description ? summarise(description) : siteDescription;
  }, [title, description]);
}
