/**
 * The GST split of a paid order (issue 23): what its tax invoice prints, line by line, and what a credit
 * note reverses. Zod-free and pure; the invoice service calls it in the transaction that marks an order
 * paid and stores the result, so a reprint shows the same figures. Money is integer paise throughout.
 *
 * The rule, as an accountant can follow it on the printed invoice:
 *
 * 1. **Prices include GST.** A goods line's gross is quantity × unit price. Charges (shipping, the slot
 *    fee) are one line each with quantity 1; a charge of ₹0 is left off the invoice.
 * 2. **The discount** (automatic offer plus coupon, as one amount) is spread over the goods lines in
 *    proportion to their gross: each line first gets its share rounded down to the paisa, then the paise
 *    still to place go one each to the lines that lost the largest fraction (the earlier line on a tie).
 *    The shares add up to the discount exactly and no line's share exceeds its gross. Charges are never
 *    discounted, as the order's quote never discounts them (decision 0010).
 * 3. **Taxable value** of a line = (gross − discount) × 100 / (100 + rate), rounded to the nearest paisa
 *    (half a paisa up). **Tax** = (gross − discount) − taxable value, so taxable value + tax is exactly
 *    what the customer paid for the line; no paisa is lost or made.
 * 4. **Within the seller's state** the tax is split in halves: CGST = the tax halved and rounded down to
 *    the paisa, SGST = the rest (SGST carries the odd paisa). **Across states** all of it is IGST.
 * 5. **Rounding**: the order's total was rounded down to the whole rupee (decision 0010), so the invoice
 *    shows rounding = amount paid − the sum of the line totals, 0 to −99 paise, and its total is the
 *    amount paid to the paisa. Inputs whose rounding falls outside that range do not describe the same
 *    order and are refused with a RangeError: an invoice that does not add up is never issued.
 * 6. **By rate**: taxable value and each tax summed per rate, lowest rate first, charges included (the B2C
 *    summary of the GST return).
 *
 * A credit note (`reverseSplit`) prints the invoice's lines with positive figures:
 * - for the whole amount paid it repeats every figure of the invoice, rounding included;
 * - for part of it, the amount returned is spread over the invoice's line totals by the same
 *   largest-remainder rule as the discount, and each line's share is split by rules 3 and 4; the line's
 *   discount is the invoice line's discount scaled by the same fraction (rounded to the nearest paisa) and
 *   its gross is share + discount. Quantity and unit price stay those of the invoice's line: they name the
 *   goods the value is credited against, not a count returned. The note's rounding is 0.
 * Either way the note's total is the amount returned exactly and no figure on it exceeds the invoice's.
 */

export const gstRates = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof gstRates)[number];

/** A goods line of the order as it was sold. */
export type TaxableLine = {
  description: string;
  /** The product's HSN code. */
  hsn: string;
  quantity: number;
  /** Tax-inclusive price of one unit, after any product markdown (the order's unit price). */
  unitPricePaise: number;
  ratePercent: GstRate;
};

/** A service charged on the order: shipping or a delivery slot's fee. */
export type ChargeLine = {
  description: string;
  /** The service's SAC code, e.g. "996812" for courier services. */
  hsn: string;
  /** Tax-inclusive; a zero charge is left off the invoice. */
  amountPaise: number;
  ratePercent: GstRate;
};

export type SplitInput = {
  lines: readonly TaxableLine[];
  /** Offer plus coupon, tax-inclusive: the quote's `discountPaise`. */
  discountPaise: number;
  charges: readonly ChargeLine[];
  /** The order's total: what the customer paid, already rounded down to the rupee. */
  totalPaidPaise: number;
  /** The place of supply (the delivery address's state) is the seller's state. */
  intraState: boolean;
};

export type SplitLine = {
  description: string;
  hsn: string;
  quantity: number;
  unitPricePaise: number;
  /** quantity × unit price on an invoice. */
  grossPaise: number;
  discountPaise: number;
  taxableValuePaise: number;
  ratePercent: GstRate;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Taxable value + tax = gross − discount. */
  totalPaise: number;
};

export type RateTotals = {
  ratePercent: GstRate;
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

export type GstSplit = {
  /** Goods lines in the order given, then the charges. */
  lines: SplitLine[];
  /** Whether tax is CGST + SGST (true) or IGST (false); a credit note reverses it the same way. */
  intraState: boolean;
  taxableValuePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalTaxPaise: number;
  /** totalPaise − Σ line totals: 0 to −99 on an invoice. */
  roundingPaise: number;
  /** What was paid (an invoice) or returned (a credit note), to the paisa. */
  totalPaise: number;
  byRate: RateTotals[];
};

/** The GST split of a paid order, as its tax invoice prints it (rules 1–6 above). */
export function gstSplit(input: SplitInput): GstSplit {
  for (const line of input.lines) {
    checkPaise(line.unitPricePaise, "unit price");
    if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) {
      throw new RangeError(`Not a quantity: ${line.quantity}`);
    }
    checkRate(line.ratePercent);
  }
  for (const charge of input.charges) {
    checkPaise(charge.amountPaise, "charge");
    checkRate(charge.ratePercent);
  }
  checkPaise(input.discountPaise, "discount");
  checkPaise(input.totalPaidPaise, "total paid");

  const grosses = input.lines.map((line) => line.quantity * line.unitPricePaise);
  const subtotal = grosses.reduce((total, gross) => total + gross, 0);
  if (input.discountPaise > subtotal) {
    throw new RangeError(`A discount of ${input.discountPaise} paise exceeds the goods' ${subtotal}`);
  }
  const shares = apportion(input.discountPaise, grosses);

  const goods = input.lines.map((line, i) => {
    const gross = grosses[i] ?? 0;
    const discount = shares[i] ?? 0;
    return {
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      grossPaise: gross,
      discountPaise: discount,
      ...taxOf(gross - discount, line.ratePercent, input.intraState),
    };
  });
  const charges = input.charges
    .filter((charge) => charge.amountPaise > 0)
    .map((charge) => ({
      description: charge.description,
      hsn: charge.hsn,
      quantity: 1,
      unitPricePaise: charge.amountPaise,
      grossPaise: charge.amountPaise,
      discountPaise: 0,
      ...taxOf(charge.amountPaise, charge.ratePercent, input.intraState),
    }));
  const lines = [...goods, ...charges];

  const rounding = input.totalPaidPaise - sum(lines, "totalPaise");
  if (rounding > 0 || rounding <= -100) {
    throw new RangeError(
      `The amount paid (${input.totalPaidPaise} paise) is not the lines' ${sum(lines, "totalPaise")} rounded down to the rupee`,
    );
  }
  return totalled(lines, input.intraState, rounding, input.totalPaidPaise);
}

/**
 * The credit note for `refundPaise` of an invoice, by the credit-note rule in this file's header: its
 * figures positive, its total the amount returned. A refund of nothing or of more than was paid is a RangeError.
 */
export function reverseSplit(invoice: GstSplit, refundPaise: number): GstSplit {
  checkPaise(refundPaise, "refund");
  if (refundPaise === 0 || refundPaise > invoice.totalPaise) {
    throw new RangeError(`A refund of ${refundPaise} paise on an invoice of ${invoice.totalPaise}`);
  }
  if (refundPaise === invoice.totalPaise) {
    return totalled(
      invoice.lines.map((line) => ({ ...line })),
      invoice.intraState,
      invoice.roundingPaise,
      invoice.totalPaise,
    );
  }
  const shares = apportion(
    refundPaise,
    invoice.lines.map((line) => line.totalPaise),
  );
  const lines = invoice.lines.map((line, i) => {
    const credited = shares[i] ?? 0;
    const discount = line.totalPaise === 0 ? 0 : mulDivRound(line.discountPaise, credited, line.totalPaise);
    return {
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unitPricePaise: line.unitPricePaise,
      grossPaise: credited + discount,
      discountPaise: discount,
      ...taxOf(credited, line.ratePercent, invoice.intraState),
    };
  });
  return totalled(lines, invoice.intraState, 0, refundPaise);
}

type TaxFigures = Pick<
  SplitLine,
  "taxableValuePaise" | "ratePercent" | "cgstPaise" | "sgstPaise" | "igstPaise" | "totalPaise"
>;

/** Rules 3 and 4 on one tax-inclusive amount. */
function taxOf(inclusivePaise: number, ratePercent: GstRate, intraState: boolean): TaxFigures {
  const taxable = mulDivRound(inclusivePaise, 100, 100 + ratePercent);
  const tax = inclusivePaise - taxable;
  const cgst = intraState ? Math.floor(tax / 2) : 0;
  return {
    taxableValuePaise: taxable,
    ratePercent,
    cgstPaise: cgst,
    sgstPaise: intraState ? tax - cgst : 0,
    igstPaise: intraState ? 0 : tax,
    totalPaise: inclusivePaise,
  };
}

function totalled(
  lines: SplitLine[],
  intraState: boolean,
  roundingPaise: number,
  totalPaise: number,
): GstSplit {
  const cgst = sum(lines, "cgstPaise");
  const sgst = sum(lines, "sgstPaise");
  const igst = sum(lines, "igstPaise");
  const byRate = gstRates.flatMap((rate) => {
    const atRate = lines.filter((line) => line.ratePercent === rate);
    if (atRate.length === 0) return [];
    return [
      {
        ratePercent: rate,
        taxableValuePaise: sum(atRate, "taxableValuePaise"),
        cgstPaise: sum(atRate, "cgstPaise"),
        sgstPaise: sum(atRate, "sgstPaise"),
        igstPaise: sum(atRate, "igstPaise"),
      },
    ];
  });
  return {
    lines,
    intraState,
    taxableValuePaise: sum(lines, "taxableValuePaise"),
    cgstPaise: cgst,
    sgstPaise: sgst,
    igstPaise: igst,
    totalTaxPaise: cgst + sgst + igst,
    roundingPaise,
    totalPaise,
    byRate,
  };
}

/**
 * `amount` spread over `weights` in proportion, largest remainder first (ties to the earlier weight): the
 * parts add up to `amount` exactly and, when amount ≤ Σ weights, none exceeds its weight. BigInt, because
 * amount × weight can pass 2^53 on a large order.
 */
function apportion(amount: number, weights: readonly number[]): number[] {
  const whole = BigInt(weights.reduce((total, weight) => total + weight, 0));
  if (whole === 0n) return weights.map(() => 0);
  const exact = weights.map((weight) => BigInt(amount) * BigInt(weight));
  const parts = exact.map((product) => product / whole);
  let left = amount - parts.reduce((total, part) => total + Number(part), 0);
  const byRemainder = exact
    .map((product, i) => ({ i, remainder: product % whole }))
    .sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of byRemainder) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0n) + 1n;
    left -= 1;
  }
  return parts.map(Number);
}

/** a × b / c rounded to the nearest integer, half up, for non-negative a, b and positive c. */
function mulDivRound(a: number, b: number, c: number): number {
  const divisor = BigInt(c);
  return Number((BigInt(a) * BigInt(b) * 2n + divisor) / (2n * divisor));
}

function sum<K extends "totalPaise" | "taxableValuePaise" | "cgstPaise" | "sgstPaise" | "igstPaise">(
  rows: readonly Record<K, number>[],
  key: K,
): number {
  return rows.reduce((total, row) => total + row[key], 0);
}

function checkPaise(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`Not an amount in paise (${what}): ${value}`);
}

function checkRate(rate: number): void {
  if (!(gstRates as readonly number[]).includes(rate)) throw new RangeError(`Not a GST rate: ${rate}%`);
}
