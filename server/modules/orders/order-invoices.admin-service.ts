import type { IssueMissingResponse } from "@contract/invoices";
import { ordersAwaitingInvoice, ordersAwaitingInvoiceCount } from "@server/modules/invoices/invoices.service";
import { recordAudit } from "@server/platform/audit-log";
import type { AppDeps } from "@server/platform/deps";
import type { StaffUser } from "@server/platform/staff-guard";
import { issueOrderInvoice } from "./order-invoice";
import { lockOrder } from "./orders.admin-repository";

type Deps = Pick<AppDeps, "db" | "now">;

/** At most this many per click, each in its own short transaction, so a large backlog never holds locks long. */
const batch = 200;

/**
 * POST /api/admin/invoices/issue-missing/: invoices, dated today, for paid orders that waited (paid while
 * the settings were missing, or a product had no tax data). Each order is locked while its invoice is
 * issued, so a refund running at the same moment sees it or comes first; one that cannot be invoiced
 * yet stays waiting with its reason brought up to date.
 */
export async function issueMissingInvoices(deps: Deps, staff: StaffUser): Promise<IssueMissingResponse> {
  let issued = 0;
  for (const orderId of await ordersAwaitingInvoice(deps.db, batch)) {
    await deps.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (order?.paymentStatus !== "PAID" || order.refundDue) return;
      const outcome = await issueOrderInvoice(tx, orderId, deps.now());
      if (!("issued" in outcome)) return;
      issued += 1;
      await recordAudit(tx, staff, {
        action: "issue_invoice",
        entity: "order",
        entityId: orderId,
        after: { invoice_number: outcome.issued },
      });
    });
  }
  return { issued, still_missing: await ordersAwaitingInvoiceCount(deps.db) };
}
