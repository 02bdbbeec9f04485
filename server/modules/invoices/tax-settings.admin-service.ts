import { financialYearAt } from "@contract/financial-year";
import { type AdminTaxSettings, invoiceMessages, type TaxSettingsInput } from "@contract/invoices";
import type { Db } from "@server/db/connect";
import { recordAudit } from "@server/platform/audit-log";
import type { AppDeps } from "@server/platform/deps";
import { AppError } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import { backlog, backlogCount } from "./invoices.repository";
import {
  findTaxSettings,
  invoicesNumberedIn,
  lockTaxSettingsForSave,
  type TaxSettingsRow,
  upsertTaxSettings,
} from "./tax-settings.repository";

type Deps = Pick<AppDeps, "db" | "now">;

/** How many waiting orders the settings page lists; the count says how many more there are. */
const backlogShown = 50;

const settingsOf = (row: TaxSettingsRow) => ({
  legal_name: row.legalName,
  trade_name: row.tradeName,
  address_line1: row.addressLine1,
  address_line2: row.addressLine2,
  city: row.city,
  pincode: row.pincode,
  state: row.state,
  gstin: row.gstin,
  invoice_prefix: row.invoicePrefix,
  charges_gst_rate: row.chargesGstRate,
  charges_sac: row.chargesSac,
  updated_at: row.updatedAt.toISOString(),
});

/** GET /api/admin/tax-settings/: the seller's details, whether invoices are issued, and the orders waiting. */
export async function getTaxSettings(deps: Deps): Promise<AdminTaxSettings> {
  const db: Db = deps.db;
  const [row, locked, waiting, count] = await Promise.all([
    findTaxSettings(db),
    invoicesNumberedIn(db, financialYearAt(deps.now()).label),
    backlog(db, backlogShown),
    backlogCount(db),
  ]);
  return {
    settings: row ? settingsOf(row) : null,
    issuing: row !== null,
    prefix_locked: locked,
    uninvoiced_count: count,
    uninvoiced: waiting.map((entry) => ({
      order_id: entry.orderId,
      order_number: entry.orderNumber,
      paid_at: entry.paidAt.toISOString(),
      reason: entry.reason,
    })),
  };
}

/**
 * PUT /api/admin/tax-settings/. The prefix is fixed once an invoice was numbered this financial year, so
 * one year's invoices are one series; the row is locked first, so a payment issuing an invoice finishes
 * before the check reads the counters.
 */
export async function saveTaxSettings(
  deps: Deps,
  staff: StaffUser,
  input: TaxSettingsInput,
): Promise<AdminTaxSettings> {
  await deps.db.transaction(async (tx) => {
    const before = await lockTaxSettingsForSave(tx);
    const year = financialYearAt(deps.now()).label;
    if (before && before.invoicePrefix !== input.invoice_prefix && (await invoicesNumberedIn(tx, year))) {
      throw new AppError("conflict", invoiceMessages.prefixLocked, {
        invoice_prefix: [invoiceMessages.prefixLocked],
      });
    }
    const after = await upsertTaxSettings(tx, {
      legalName: input.legal_name,
      tradeName: input.trade_name,
      addressLine1: input.address_line1,
      addressLine2: input.address_line2,
      city: input.city,
      pincode: input.pincode,
      state: input.state,
      gstin: input.gstin,
      invoicePrefix: input.invoice_prefix,
      chargesGstRate: input.charges_gst_rate,
      chargesSac: input.charges_sac,
    });
    await recordAudit(tx, staff, {
      action: before ? "update" : "create",
      entity: "tax_settings",
      entityId: 1,
      before: before ? settingsOf(before) : undefined,
      after: settingsOf(after),
    });
  });
  return getTaxSettings(deps);
}
