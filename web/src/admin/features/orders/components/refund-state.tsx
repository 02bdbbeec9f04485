import type { AutomaticRefund } from "@contract/admin/orders";
import { formatDate, formatDateTime } from "@web/lib/format-date";
import { StatusChip } from "./status-chip";

const chipLabels = { pending: "REFUND PENDING", retrying: "REFUND FAILED, RETRYING" } as const;

/** The chip of a late payment still to go back, in the queue and on the order; none once it went. */
export function RefundChip({ state }: { state: AutomaticRefund["status"] | null | undefined }) {
  if (state !== "pending" && state !== "retrying") return null;
  return <StatusChip status="REFUND_DUE" label={chipLabels[state]} />;
}

/** How a late payment's automatic refund is going, in words for staff. */
export function automaticRefundText(refund: AutomaticRefund): string {
  switch (refund.status) {
    case "pending":
      return "Refund pending";
    case "retrying": {
      const tries = `${refund.failed_attempts} failed ${refund.failed_attempts === 1 ? "try" : "tries"}`;
      const next = refund.next_attempt_at ? ` at ${formatDateTime(refund.next_attempt_at)}` : "";
      return `Failed, retrying${next} (${tries})`;
    }
    case "refunded":
      return refund.refunded_at
        ? `Refunded automatically on ${formatDate(refund.refunded_at)}`
        : "Refunded automatically";
  }
}
