import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { SelectField } from "@web/components/ui/form-field";
import { PageSpinner } from "@web/components/ui/spinner";
import { formatDateTime } from "@web/lib/format-date";
import { ExternalLink } from "lucide-react";
import { Navigate, NavLink, useNavigate, useParams } from "react-router";
import { usePolicies } from "../api/get-policies";
import { usePolicy } from "../api/get-policy";
import { PolicyForm } from "./policy-form";

function PolicyEditor({ policyKey }: { policyKey: string }) {
  const policy = usePolicy(policyKey);
  if (policy.isPending) return <PageSpinner />;
  if (policy.isError)
    return <ErrorState message="Could not load this policy" onRetry={() => policy.refetch()} />;
  return (
    <section
      aria-labelledby="policy-title"
      className="min-w-0 flex-1 rounded-2xl bg-white p-4 shadow-xs md:p-6"
    >
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="policy-title" className="font-display text-xl text-cocoa-900">
          {policy.data.title}
        </h2>
        <a
          href={policy.data.path}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-sm text-amber-800 hover:underline"
        >
          View on the store <ExternalLink aria-hidden="true" className="size-3.5" />
        </a>
      </div>
      <PolicyForm key={policy.data.key} policy={policy.data} />
    </section>
  );
}

/** The five policy pages: pick one, edit it in the rich-text editor, save. */
export default function PoliciesPage() {
  const { key } = useParams();
  const navigate = useNavigate();
  const policies = usePolicies();
  if (policies.isPending) return <PageSpinner />;
  if (policies.isError)
    return <ErrorState message="Could not load the policies" onRetry={() => policies.refetch()} />;
  const list = policies.data.results;
  const first = list[0];
  if (!key && first) return <Navigate to={`/admin/policies/${first.key}`} replace />;
  const selected = list.find((policy) => policy.key === key);
  return (
    <>
      <AdminPageHeader title="Policies" />
      <div className="mb-4 md:hidden">
        <SelectField
          label="Policy"
          value={key}
          onChange={(event) => navigate(`/admin/policies/${event.target.value}`)}
        >
          {list.map((policy) => (
            <option key={policy.key} value={policy.key}>
              {policy.title}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="flex items-start gap-6">
        <nav aria-label="Policies" className="hidden w-64 shrink-0 md:block">
          <ul className="space-y-1">
            {list.map((policy) => (
              <li key={policy.key}>
                <NavLink
                  to={`/admin/policies/${policy.key}`}
                  className={({ isActive }) =>
                    `block rounded-lg px-3 py-2.5 text-sm transition ${
                      isActive ? "bg-cocoa-900 text-cream-100" : "text-cocoa-800 hover:bg-cocoa-100"
                    }`
                  }
                >
                  <span className="block font-medium">{policy.title}</span>
                  <span className="block text-xs opacity-75">
                    {policy.updated_at ? `Saved ${formatDateTime(policy.updated_at)}` : "Not written yet"}
                  </span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {selected ? (
          <PolicyEditor policyKey={selected.key} />
        ) : (
          <ErrorState message="Policy not found" hint="Choose one of the five policies." />
        )}
      </div>
    </>
  );
}
