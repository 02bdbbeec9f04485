import { policyPages } from "@contract/policy-pages";
import { PolicyPage } from "@web/features/content/components/policy-page";
import { usePageTitle } from "@web/lib/use-page-title";
import { useParams } from "react-router";
import { NotFound } from "./not-found";

/** `/:policyType` catches every single-segment path; only the five policy paths are policies. */
export default function PolicyRoute() {
  const { policyType } = useParams();
  const policy = policyPages.find((p) => p.path === policyType);
  if (!policy) return <NotFound />;
  return <KnownPolicy policyKey={policy.key} title={policy.title} />;
}

function KnownPolicy({ policyKey, title }: Parameters<typeof PolicyPage>[0]) {
  usePageTitle(title, `${title} of Mithaas, the online chocolate and gift store delivering across India.`);
  return <PolicyPage key={policyKey} policyKey={policyKey} title={title} />;
}
