import type { Order } from "@contract/orders";
import { Button } from "@web/components/ui/button";
import { toast } from "@web/lib/toast";
import { Clock, CreditCard, RotateCcw, ShoppingBag, XCircle } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useBuyAgain } from "../api/buy-again";
import { moneyStateOf } from "../money-state";
import { usePayNow } from "../use-pay-now";

const tones = {
  waiting: { icon: Clock, className: "bg-amber-50 ring-amber-200" },
  released: { icon: XCircle, className: "bg-cream-200/70 ring-cocoa-100" },
  refund_due: { icon: RotateCcw, className: "bg-emerald-50 ring-emerald-200" },
  refunded: { icon: RotateCcw, className: "bg-emerald-50 ring-emerald-200" },
} as const;

/** Re-renders every 30 s while `on`, so "pay within N minutes" counts down and turns to 'released'. */
function useTicking(on: boolean) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), 30_000);
    return () => clearInterval(timer);
  }, [on]);
}

/**
 * What happened to the shopper's money (moneyStateOf), with what they can do about it: 'Pay now'
 * while an unpaid order holds its items, 'Buy again' once they went back. Nothing for paid orders.
 */
export function OrderMoneyNote({ order, className = "" }: { order: Order; className?: string }) {
  const state = moneyStateOf(order);
  useTicking(state?.kind === "waiting");
  const payNow = usePayNow();
  const buyAgain = useBuyAgain();
  const navigate = useNavigate();
  if (!state) return null;
  const { icon: Icon, className: tone } = tones[state.kind];

  const again = () =>
    buyAgain.mutate(order, {
      onSuccess: ({ added, of }) => {
        if (added === 0) toast.error("These items are no longer available.");
        else {
          if (added < of) toast.success(`${added} of ${of} items are back in your cart.`);
          navigate("/cart");
        }
      },
    });

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
      {state.kind === "released" && order.items.some((item) => item.product !== null) && (
        <Button
          variant="outline"
          size="sm"
          className="shrink-0 whitespace-nowrap"
          disabled={buyAgain.isPending}
          onClick={again}
        >
          <ShoppingBag aria-hidden="true" className="size-4" />
          Buy again
        </Button>
      )}
    </div>
  );
}
