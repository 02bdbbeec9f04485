import { nameMaxLength } from "@contract/account-rules";
import { emailAddress } from "@contract/auth";
import { oneLineText } from "@contract/text";
import type { Db } from "@server/db/connect";
import type { ControlCommands } from "@server/platform/local-control";
import { maskEmail } from "@server/platform/mask-email";
import { changeRole } from "@server/platform/sessions";
import { z } from "zod";
import { findUserIdByEmail, insertStaffUser } from "./staff-accounts.repository";

/**
 * What `npm run staff:create` asks for. The same shape whether the script changes the database itself
 * or the running server does it for the script (local-control.ts), so both are checked alike.
 */
export const staffChange = z.object({
  action: z.enum(["grant", "remove"]),
  email: emailAddress,
  firstName: oneLineText("First name", nameMaxLength).default(""),
  lastName: oneLineText("Last name", nameMaxLength).default(""),
});
export type StaffChange = z.output<typeof staffChange>;

/**
 * Gives an address the staff role (creating its account if needed) or takes it back. A real change
 * ends every session of that account, so an old token cannot keep the old role. Answers what happened,
 * as the sentence the operator reads.
 */
export async function applyStaffChange(db: Db, change: StaffChange): Promise<string> {
  const { email } = change;
  const existing = await findUserIdByEmail(db, email);
  if (change.action === "remove") {
    if (existing === null) return `${email} has no account; nothing to remove.`;
    return (await changeRole(db, existing, "customer"))
      ? `${email} is no longer staff; their sessions were ended.`
      : `${email} was not staff.`;
  }
  if (existing !== null) {
    return (await changeRole(db, existing, "staff"))
      ? `${email} is now staff; their sessions were ended.`
      : `${email} was already staff.`;
  }
  const created = await insertStaffUser(db, {
    email,
    firstName: change.firstName,
    lastName: change.lastName,
  });
  // Signed in for the first time a moment ago: the account exists now, so give it the role.
  if (!created) return applyStaffChange(db, change);
  return `Created staff account ${email}.`;
}

type Log = { info(obj: unknown, msg?: string): void };

/** What the running server does for `npm run staff:create` (the script's own checks are run again here). */
export function staffCommands(db: Db, log: Log): ControlCommands {
  return {
    async staff(payload) {
      const change = staffChange.parse(payload);
      const message = await applyStaffChange(db, change);
      log.info(
        { email: maskEmail(change.email), action: change.action },
        "npm run staff:create ran through this server",
      );
      return message;
    },
  };
}
