import { catalogMessages } from "@contract/admin/catalog-rules";
import { sqlState } from "@server/platform/database-errors";
import { AppError } from "@server/platform/errors";

function violatedConstraint(error: unknown): string {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const { constraint, cause } = current as { constraint?: unknown; cause?: unknown };
    if (typeof constraint === "string") return constraint;
    current = cause;
  }
  return "";
}

/**
 * A save that passed its checks but lost a race to another write meets a database constraint: a slug
 * another save took a moment earlier (unique index), or a category deleted meanwhile (foreign key).
 * Either gets the same field error the check gives; anything else is rethrown.
 */
export function lostRaceAsFieldError(error: unknown, slugTaken: string): never {
  const state = sqlState(error);
  const constraint = violatedConstraint(error);
  if (state === "23505" && constraint.endsWith("_slug_unique")) {
    throw new AppError("invalid", slugTaken, { slug: [slugTaken] });
  }
  if (state === "23503" && constraint.includes("category_id")) {
    const message = catalogMessages.categoryNotFound;
    throw new AppError("invalid", message, { category_id: [message] });
  }
  throw error;
}
