import {
  synonymMessages as messages,
  type SynonymGroup,
  type SynonymGroupInput,
  type SynonymGroupList,
} from "@contract/admin/search-synonyms";
import type { Tx } from "@server/db/connect";
import { lockSearchWords, rebuildSearchWords } from "@server/db/search-index";
import { type AuditChange, recordAudit } from "@server/platform/audit-log";
import { cacheTags } from "@server/platform/cache-tags";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import {
  deleteSynonymGroup,
  groupsWithAnyOf,
  insertSynonymGroup,
  listSynonymGroups,
  lockSynonymGroup,
  updateSynonymGroup,
} from "./synonyms.repository";

type Deps = Pick<AppDeps, "db" | "publicCache">;

const entity = "search_synonyms";

/**
 * One staff change to the synonyms. The vocabulary's lock comes first: two saves that add one word to
 * two groups run one after the other, so the second sees the first's group and answers 409. The
 * vocabulary is rebuilt in the same transaction, and the synonyms and every listing (searches and
 * searched listings) cleared from the cache after the commit.
 */
async function writeSynonyms<T>(
  deps: Deps,
  staff: StaffUser,
  change: (tx: Tx) => Promise<{ result: T; audit: AuditChange }>,
): Promise<T> {
  const result = await deps.db.transaction(async (tx) => {
    await lockSearchWords(tx);
    const done = await change(tx);
    await rebuildSearchWords(tx);
    await recordAudit(tx, staff, done.audit);
    return done.result;
  });
  await deps.publicCache.invalidate([cacheTags.synonyms, cacheTags.listings]);
  return result;
}

/** A word belongs to one group only: 409 naming the first word that is already elsewhere. */
async function requireFreeWords(tx: Tx, words: string[], exceptId: number | null) {
  const others = await groupsWithAnyOf(tx, words, exceptId);
  for (const word of words) {
    const other = others.find((group) => group.words.includes(word));
    if (other) {
      const message = messages.taken(word, other.words);
      throw new AppError("conflict", message, { words: [message] });
    }
  }
}

export async function listSynonyms(deps: Deps): Promise<SynonymGroupList> {
  return { results: await listSynonymGroups(deps.db) };
}

/** POST /api/admin/search-synonyms/ */
export function createSynonymGroup(
  deps: Deps,
  staff: StaffUser,
  input: SynonymGroupInput,
): Promise<SynonymGroup> {
  return writeSynonyms(deps, staff, async (tx) => {
    await requireFreeWords(tx, input.words, null);
    const group = await insertSynonymGroup(tx, input.words);
    return { result: group, audit: { action: "create", entity, entityId: group.id, after: group } };
  });
}

/** PUT /api/admin/search-synonyms/{id}/ */
export function replaceSynonymGroup(
  deps: Deps,
  staff: StaffUser,
  id: number,
  input: SynonymGroupInput,
): Promise<SynonymGroup> {
  return writeSynonyms(deps, staff, async (tx) => {
    const before = await lockSynonymGroup(tx, id);
    if (!before) throw notFound(messages.notFound);
    await requireFreeWords(tx, input.words, id);
    const after = await updateSynonymGroup(tx, id, input.words);
    return { result: after, audit: { action: "update", entity, entityId: id, before, after } };
  });
}

/** DELETE /api/admin/search-synonyms/{id}/ */
export function removeSynonymGroup(deps: Deps, staff: StaffUser, id: number) {
  return writeSynonyms(deps, staff, async (tx) => {
    const before = await lockSynonymGroup(tx, id);
    if (!before) throw notFound(messages.notFound);
    await deleteSynonymGroup(tx, id);
    return {
      result: { message: messages.deleted },
      audit: { action: "delete", entity, entityId: id, before },
    };
  });
}
