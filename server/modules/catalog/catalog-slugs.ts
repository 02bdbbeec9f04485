import { slugify } from "@contract/admin/catalog-rules";
import type { Db } from "@server/db/connect";
import { categories, products } from "@server/db/schema";
import { AppError } from "@server/platform/errors";
import { and, eq, like, ne, or, type SQL } from "drizzle-orm";

const tables = { product: products, category: categories } as const;
type Kind = keyof typeof tables;

async function slugsLike(db: Db, kind: Kind, base: string, exceptId: number | null): Promise<Set<string>> {
  const table = tables[kind];
  const same: SQL | undefined = or(eq(table.slug, base), like(table.slug, `${base}-%`));
  const rows = await db
    .select({ slug: table.slug })
    .from(table)
    .where(exceptId === null ? same : and(same, ne(table.id, exceptId)));
  return new Set(rows.map((row) => row.slug));
}

/**
 * The slug a save uses. A slug staff typed must be free (else 400 on `slug`); without one, it is
 * made from the name, with -2, -3, … when that is taken. `current` keeps an edited record's slug when
 * the field was left blank.
 */
export async function chooseSlug(
  db: Db,
  kind: Kind,
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
