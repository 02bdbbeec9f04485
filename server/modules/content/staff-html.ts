import { htmlHasContent } from "@contract/admin/content-fields";
import { invalid } from "@server/platform/errors";
import { sanitizeStaffHtml } from "@server/platform/html";

/**
 * The staff HTML as it will be stored and served: sanitised. HTML that was nothing but what the
 * sanitiser removes (a lone script) is refused as empty rather than stored blank.
 */
export function cleanHtmlOrRefuse(html: string, field: string): string {
  const clean = sanitizeStaffHtml(html).trim();
  if (!htmlHasContent(clean)) {
    throw invalid("Please fix the highlighted fields", {
      [field]: ["Content is required: nothing that can be shown is left once scripts are removed"],
    });
  }
  return clean;
}
