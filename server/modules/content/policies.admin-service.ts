import type { AdminPolicy, AdminPolicyList, PolicyInput } from "@contract/admin/content-policies";
import { type PolicyKey, policyPages } from "@contract/content";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import { findPolicy } from "./content.repository";
import { writeContent } from "./content-writes";
import { listPolicies, upsertPolicy } from "./policies.admin-repository";
import { cleanHtmlOrRefuse } from "./staff-html";

type Deps = Pick<AppDeps, "db" | "publicCache">;

/** The policy a path names, else 404. */
function policyKeyOf(name: string): PolicyKey {
  const page = policyPages.find((p) => p.key === name);
  if (!page) throw notFound("Policy not found");
  return page.key;
}

function summaryOf(key: PolicyKey, updatedAt: Date | undefined) {
  const page = policyPages.find((p) => p.key === key);
  if (!page) throw new Error(`policy key without a page: ${key}`);
  return { key, title: page.title, path: `/${page.path}`, updated_at: updatedAt?.toISOString() ?? null };
}

const adminPolicyOf = (
  key: PolicyKey,
  row: { contentHtml: string; updatedAt: Date } | null,
): AdminPolicy => ({
  ...summaryOf(key, row?.updatedAt),
  content: row?.contentHtml ?? "",
});

/** The five pages in footer order, each with when it was last saved (null: never written). */
export async function listAdminPolicies(deps: Deps): Promise<AdminPolicyList> {
  const saved = new Map((await listPolicies(deps.db)).map((row) => [row.key, row.updatedAt]));
  return { results: policyPages.map((page) => summaryOf(page.key, saved.get(page.key))) };
}

export async function getAdminPolicy(deps: Deps, name: string): Promise<AdminPolicy> {
  const key = policyKeyOf(name);
  return adminPolicyOf(key, await findPolicy(deps.db, key));
}

/** Stores the sanitised HTML, never what was sent: the public page serves it as-is. */
export function savePolicy(deps: Deps, staff: StaffUser, name: string, input: PolicyInput) {
  const key = policyKeyOf(name);
  const content = cleanHtmlOrRefuse(input.content, "content");
  return writeContent(deps, staff, async (tx) => {
    const before = await findPolicy(tx, key);
    const after = adminPolicyOf(key, await upsertPolicy(tx, key, content));
    return {
      result: after,
      audit: {
        action: before ? "update" : "create",
        entity: "policy",
        entityId: key,
        before: before ? { content: before.contentHtml } : undefined,
        after: { content: after.content },
      },
    };
  });
}
