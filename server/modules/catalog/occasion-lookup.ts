import type { OccasionKind } from "@contract/occasions";
import type { AppDeps } from "@server/platform/deps";
import { activeOccasions } from "./occasions.service";

/** A shown occasion or recipient by slug, from the cached list; null when none is shown under it. */
export async function occasionBySlug(deps: Pick<AppDeps, "db" | "publicCache">, slug: string) {
  return (await activeOccasions(deps)).find((occasion) => occasion.slug === slug) ?? null;
}

export async function occasionOfKind(
  deps: Pick<AppDeps, "db" | "publicCache">,
  slug: string,
  kind: OccasionKind,
) {
  const occasion = await occasionBySlug(deps, slug);
  return occasion?.kind === kind ? occasion : null;
}
