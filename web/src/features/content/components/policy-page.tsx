import type { PolicyKey } from "@contract/content";
import { ErrorState } from "@web/components/ui/error-state";
import { HtmlContent } from "@web/components/ui/html-content";
import { PageHeading } from "@web/components/ui/page-heading";
import { PageSpinner } from "@web/components/ui/spinner";
import { formatDate } from "@web/lib/format-date";
import { usePolicy } from "../api/get-policy";

type PolicyPageProps = { policyKey: PolicyKey; title: string };

export function PolicyPage({ policyKey, title }: PolicyPageProps) {
  const policy = usePolicy(policyKey);
  return (
    <article className="mx-auto max-w-3xl px-5 py-12 md:px-6 md:py-20">
      <PageHeading eyebrow={policyKey === "about_us" ? "Our story" : "Good to know"} title={title}>
        {policy.isSuccess && (
          <p className="text-sm text-cocoa-500">Last updated {formatDate(policy.data.updated_at)}</p>
        )}
      </PageHeading>
      {policy.isPending && <PageSpinner />}
      {policy.isError && (
        <ErrorState message="Failed to load policy content" onRetry={() => void policy.refetch()} />
      )}
      {policy.isSuccess && (
        <div className="rounded-3xl bg-white px-6 py-8 shadow-soft ring-1 ring-cocoa-100 md:px-12 md:py-12">
          <HtmlContent html={policy.data.content} />
        </div>
      )}
    </article>
  );
}
