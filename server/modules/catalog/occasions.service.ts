import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { listActiveOccasions, listOccasionPages } from "./occasions.repository";

/** Shown occasions and recipients (occasions first, then by staff's order), read once per cache version. */
export function activeOccasions({ db, publicCache }: Pick<AppDeps, "db" | "publicCache">) {
  return publicCache.get("occasions", () => listActiveOccasions(db), { tags: [cacheTags.occasions] });
}

/** Shown occasions' slugs with the date each last changed (the sitemap lists them). */
export const occasionPages = ({ db }: Pick<AppDeps, "db">) => listOccasionPages(db);
