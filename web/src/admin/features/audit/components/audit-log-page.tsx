import type { AuditEntry } from "@contract/admin/audit";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import type { AdminColumn } from "@web/admin/components/data-table";
import { PagedTable } from "@web/admin/components/paged-table";
import { useSearchParamState } from "@web/admin/components/use-search-param-state";
import { SelectField } from "@web/components/ui/form-field";
import { formatDateTime } from "@web/lib/format-date";
import { useAuditLog } from "../api/get-audit-log";
import { auditWhat, fieldLabel } from "./audit-words";
import { ChangeSummary } from "./change-summary";

const entities = [
  "order",
  "product",
  "category",
  "coupon",
  "offer",
  "shipping_zone",
  "banner",
  "highlight",
  "policy",
  "blog",
  "review",
  "contact_message",
  "store_settings",
];

const columns: AdminColumn<AuditEntry>[] = [
  { id: "when", header: "When", cell: ({ row }) => formatDateTime(row.original.created_at) },
  { id: "who", header: "Who", cell: ({ row }) => row.original.staff_email },
  {
    id: "what",
    header: "What",
    cell: ({ row }) => auditWhat(row.original),
  },
  {
    id: "change",
    header: "Change",
    cell: ({ row }) => <ChangeSummary before={row.original.before} after={row.original.after} />,
  },
];

/** Every staff change, newest first: who did what to which record, and what it was before. */
export default function AuditLogPage() {
  const { get, page, set } = useSearchParamState();
  const entity = get("entity");
  const log = useAuditLog({ page, entity });
  return (
    <>
      <AdminPageHeader title="Audit log" />
      <div className="mb-4 max-w-xs">
        <SelectField
          label="Record type"
          value={entity}
          onChange={(event) => set({ entity: event.target.value })}
        >
          <option value="">All records</option>
          {entities.map((name) => (
            <option key={name} value={name}>
              {fieldLabel(name)}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedTable
        list={log}
        loadError="Could not load the audit log"
        caption="Staff changes"
        columns={columns}
        empty="No staff changes yet."
        page={page}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}
