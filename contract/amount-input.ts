import { z } from "zod";

const maxPaise = 10_000_000_000;
const amountMessage = "Amounts must be rupees with at most two decimals";

/**
 * An amount a client sends: rupees as a number (1499, 1499.5) or a decimal string ("1499.00"), 0 to
 * ₹10 crore. Parsed to integer paise, the unit everything after the edge works in.
 */
export const amountInput = z
  .union([z.number(), z.string().trim().max(15)], { error: amountMessage })
  .transform((value, ctx) => {
    if (typeof value === "number") {
      // Browser arithmetic leaves 123.45000000000002; anything that close to a paisa is that paisa.
      const paise = Math.round(value * 100);
      if (Number.isFinite(value) && paise >= 0 && paise <= maxPaise && Math.abs(value * 100 - paise) < 1e-6) {
        return paise;
      }
      ctx.addIssue({ code: "custom", message: amountMessage });
      return z.NEVER;
    }
    const text = value;
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: amountMessage });
      return z.NEVER;
    }
    const [rupees = "0", fraction = ""] = text.split(".");
    return Number(rupees) * 100 + Number(fraction.padEnd(2, "0"));
  });
