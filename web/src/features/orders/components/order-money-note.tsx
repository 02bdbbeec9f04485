import type { Order } from "@contract/orders";
import { Button } from "@web/components/ui/button";
import { Clock, CreditCard, RotateCcw, XCircle } from "lucide-react";
import { moneyStateOf } from "../money-state";
import { usePayNow } from "../use-pay-now";
import { useTicking } from "../use-ticking";

const tones = {
  waiting: { icon: Clock, className: "bg-amber-50 ring-amber-200" },
  released: { icon: XCircle, className: "bg-cream-200/70 ring-cocoa-100" },
  refund_due: { icon: RotateCcw, className: "bg-emerald-50 ring-emerald-200" },
  refunded: { icon: RotateCcw, className: "bg-emerald-50 ring-emerald-200" },
} as const;

/**
 * What happened to the shopper's money (moneyStateOf), with 'Pay now' while an unpaid order holds its
 * items ('Buy again' sits with the order's other actions). Nothing for paid orders.
 */
export function OrderMoneyNote({ order, className = "" }: { order: Order; className?: string }) {
  const state = moneyStateOf(order);
  useTicking(state?.kind === "waiting");
  const payNow = usePayNow();
  if (!state) return null;
  const { icon: Icon, className: tone } = tones[state.kind];

  return (
    <div
      data-money-state={state.kind}
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl px-4 py-3 ring-1 ${tone} ${className}`}
    >
      <div className="flex min-w-0 flex-1 basis-64 items-start gap-2 text-sm text-cocoa-800">
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <div>
          <p className="font-semibold text-cocoa-900">{state.title}</p>
          {state.detail && <p className="mt-0.5 text-cocoa-700">{state.detail}</p>}
        </div>
      </div>
      {state.kind === "waiting" && (
        <Button
          variant="gold"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          disabled={payNow.paying}
          onClick={() => void payNow.pay(order.id)}
        >
          <CreditCard aria-hidden="true" className="size-4" />
          Pay now
        </Button>
      )}
    </div>
  );
}
