import { combine, type LoadResult, type loadGenerator } from "./load";
import type { Row } from "./report";
import type { Target } from "./search-targets";

export type Origin = { backend: string; origin: string };
/** The ratio column divides by this row: a bare server sending the very same bytes (headers too). */
export const ceilingLabel = "ceiling";

export type Turns = {
  seconds: number;
  warmupSeconds: number;
  sliceSeconds: number;
  load: ReturnType<typeof loadGenerator>["load"];
};

/**
 * Each backend gets `seconds` of load on one URL, in slices taken in turn (PGlite, PostgreSQL,
 * ceilings, again…), so load from anything else on the machine falls on all of them alike.
 */
async function measureInTurns(
  { path, vary }: Target,
  origins: Origin[],
  turns: Turns,
): Promise<LoadResult[]> {
  const { load } = turns;
  for (const { backend, origin } of origins) {
    // Only the app has a cache to fill and code to warm; a bare server needs neither.
    if (!backend.startsWith("ceiling")) await load(origin + path, turns.warmupSeconds, vary);
  }
  const slices: LoadResult[][] = origins.map(() => []);
  for (let turn = 0; turn < turns.seconds / turns.sliceSeconds; turn++) {
    for (const [index, { origin }] of origins.entries())
      slices[index]?.push(await load(origin + path, turns.sliceSeconds, vary));
    process.stderr.write(".");
  }
  return slices.map(combine);
}

/** One row per backend; "x ceiling" only where a ceiling was among them. */
export async function measureRows(target: Target, origins: Origin[], turns: Turns): Promise<Row[]> {
  const results = await measureInTurns(target, origins, turns);
  const ceiling = results[origins.findIndex((o) => o.backend === ceilingLabel)]?.requestsPerSecond ?? 0;
  return results.map((result, index) => ({
    endpoint: target.label,
    backend: origins[index]?.backend ?? "",
    result,
    ceiling,
  }));
}
