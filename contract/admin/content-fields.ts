import { z } from "zod";
import { maxId } from "../ids";
import { isSiteLink, siteLinkMessage } from "../site-link";
import { multiLineText, oneLineText, pathName } from "../text";

/** A required one-line field: trimmed like every one-line text, then refused when empty. */
export const requiredLine = (label: string, max: number) =>
  oneLineText(label, max, { required: `${label} is required` }).min(1, `${label} is required`);

/** A link on a banner or highlight (see `isSiteLink`). */
export const siteLink = (label: string) =>
  requiredLine(label, 500).refine(isSiteLink, siteLinkMessage(label));

/**
 * The storage key of a picture uploaded through `POST /api/admin/media/`. The server checks that it
 * names a stored public file; the form only needs it to be there.
 */
export const mediaKey = (label: string) => pathName(label, 300).min(1, `Upload the ${label.toLowerCase()}`);

/** Visible text of some HTML, for telling an empty editor ("<p></p>") from real content. */
export const htmlHasContent = (html: string) =>
  /<img\b/i.test(html) || html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "").length > 0;

/** Rich text from the editor. The server sanitises it before storing it, whatever the client sent. */
export const staffHtml = (label: string) =>
  multiLineText(label, 200_000).refine(htmlHasContent, `${label} is required`);

/** A product id inside a body; numbers only, since the picker sends the ids it was given. */
export const productIdValue = z
  .number({ error: "Choose products from the catalogue" })
  .int()
  .min(1)
  .max(maxId);
