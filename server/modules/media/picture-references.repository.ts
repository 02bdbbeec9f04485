import type { Db } from "@server/db/connect";
import { auditLog } from "@server/db/schema/audit";
import { categories, productImages } from "@server/db/schema/catalog";
import { banners, blogs, policies } from "@server/db/schema/content";
import { orderItems } from "@server/db/schema/orders";
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * Which of `keys` (staff pictures) a row still shows: a product, category, banner or blog, a blog's or
 * policy's HTML, an order's line (it keeps the product's picture as it was bought), or an audit row
 * written within `auditDays` (the back office's log shows the pictures a change replaced). Every
 * column that holds a staff picture's key belongs here, in one place on purpose: a picture this query
 * does not find is deleted by the retention job.
 */
export async function picturesStillShown(db: Db, keys: string[], auditDays: number): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const key = sql`candidate.key`;
  const named = (column: AnyPgColumn) => sql`${column} = ${key}`;
  const inText = (column: SQL) => sql`position(${key} in coalesce(${column}, '')) > 0`;
  const result = await db.execute(sql`
    select ${key} as key
    from (values ${sql.join(
      keys.map((each) => sql`(${each}::text)`),
      sql`, `,
    )}) as candidate(key)
    where exists (select 1 from ${productImages} where ${named(productImages.storageKey)})
      or exists (select 1 from ${categories} where ${named(categories.imageKey)})
      or exists (
        select 1 from ${banners} where ${named(banners.imageKey)} or ${named(banners.mobileImageKey)}
      )
      or exists (
        select 1 from ${blogs} where ${named(blogs.mainImageKey)} or ${inText(sql`${blogs.contentHtml}`)}
      )
      or exists (select 1 from ${policies} where ${inText(sql`${policies.contentHtml}`)})
      or exists (select 1 from ${orderItems} where ${named(orderItems.productImageKey)})
      or exists (
        select 1 from ${auditLog}
        where ${auditLog.createdAt} > now() - make_interval(days => ${auditDays})
          and (${inText(sql`${auditLog.before}::text`)} or ${inText(sql`${auditLog.after}::text`)})
      )`);
  const rows = (result as unknown as { rows: { key: string }[] }).rows;
  return new Set(rows.map((row) => row.key));
}
