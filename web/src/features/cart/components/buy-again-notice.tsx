import type { BuyAgainResult } from "@contract/cart";
import { ShoppingBag, X } from "lucide-react";
import { useId } from "react";
import { useLocation, useNavigate } from "react-router";

/** What the order page's Buy again hands over in router state (`buyAgain`), if that is what arrived. */
function fromOrder(state: unknown): BuyAgainResult | null {
  if (typeof state !== "object" || state === null || !("buyAgain" in state)) return null;
  const result = state.buyAgain as Partial<BuyAgainResult> | null;
  return result && typeof result.order_number === "string" && Array.isArray(result.changes)
    ? (result as BuyAgainResult)
    : null;
}

/**
 * After 'Buy again' (decision 27): "From order #N:" and what differs from that order (a new price,
 * fewer left, no longer sold, personalisation to fill in again), until the shopper dismisses it.
 */
export function BuyAgainNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const result = fromOrder(location.state);
  if (!result || result.changes.length === 0) return null;
  // Dropped from the history entry too, so Back or a reload does not bring it back.
  const dismiss = () =>
    navigate(`${location.pathname}${location.search}`, {
      replace: true,
      state: null,
      preventScrollReset: true,
    });

  return (
    <section
      aria-labelledby={id}
      className="mb-6 flex items-start gap-3 rounded-2xl bg-amber-50 px-4 py-3 ring-1 ring-amber-200 sm:px-5"
    >
      <ShoppingBag aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1 text-sm text-cocoa-800">
        <h2 id={id} className="font-semibold text-cocoa-900">
          From order #{result.order_number}:
        </h2>
        <ul className="mt-1 space-y-0.5">
          {result.changes.map((change) => (
            <li key={`${change.product_name}|${change.change}|${change.detail}`}>
              <span className="font-medium text-cocoa-900">{change.product_name}</span>: {change.detail}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={`Dismiss the notes from order #${result.order_number}`}
        className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-cocoa-700 transition hover:bg-amber-100"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}
