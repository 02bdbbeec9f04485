import type { Db } from "@server/db/connect";
import { sql } from "drizzle-orm";

/** The cheapest round trip that proves the database answers. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
