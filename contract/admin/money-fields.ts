import { z } from "zod";
import { amountInput } from "../amount-input";
import { paiseToDecimal } from "../money";

const amountMessage = "Amounts must be rupees with at most two decimals";

/**
 * An amount staff type in rupees (a number or a decimal string, 0 to ₹10 crore), read by the same rule
 * as every amount a client sends and given back in the wire's own spelling ("499" → "499.00"), so a
 * form can send what the schema parsed and the server reads it once more as paise.
 */
export const rupees = amountInput.transform(paiseToDecimal);

/** Like `rupees`, but empty (`""` from a blank field, or null) means "none". */
export const optionalRupees = z
  .union([z.string(), z.number(), z.null()], { error: amountMessage })
  .transform((value, ctx) => {
    if (value === null || (typeof value === "string" && value.trim() === "")) return null;
    const parsed = rupees.safeParse(value);
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: "custom", message: amountMessage });
    return z.NEVER;
  });
