import { slugify } from "@contract/admin/catalog-rules";
import type { Db } from "@server/db/connect";
import { AppError } from "@server/platform/errors";
import { type SlugKind, slugsLike } from "./catalog-slugs.admin-repository";

/**
 * The slug a save uses. A slug staff typed must be free (else 400 on `slug`); without one, it is
 * made from the name, with -2, -3, … when that is taken. `current` keeps an edited record's slug when
 * the field was left blank.
 */
export async function chooseSlug(
  db: Db,
  kind: SlugKind,
  input: { slug: string; name: string },
  record: { id: number; slug: string } | null,
  takenMessage: string,
): Promise<string> {
  if (input.slug === "" && record) return record.slug;
  if (input.slug !== "") {
    if (input.slug === record?.slug) return input.slug;
    const taken = await slugsLike(db, kind, input.slug, record?.id ?? null);
    if (taken.has(input.slug)) throw new AppError("invalid", takenMessage, { slug: [takenMessage] });
    return input.slug;
  }
  const base = slugify(input.name) || kind;
  const taken = await slugsLike(db, kind, base, null);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
