import { formatInr } from "@contract/money";

/**
 * The note under a total rounded down to the rupee (contract/pricing.ts roundTotalPaise), so the cart
 * and checkout show a total the same way: `roundingPaise` is the (negative) amount rounded off.
 */
export function RoundingNote({ roundingPaise }: { roundingPaise: number }) {
  if (roundingPaise === 0) return null;
  return (
    <p className="mt-2.5 text-right text-xs text-cocoa-500">
      Rounded down to the rupee (−{formatInr(-roundingPaise)})
    </p>
  );
}
