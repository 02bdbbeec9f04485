import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@web/lib/http";
import { initiateFailed, paymentOutcome, usePaymentWindow } from "@web/lib/payment-window";
import { serverMessageOr } from "@web/lib/server-message";
import { toast } from "@web/lib/toast";
import { useState } from "react";
import { ordersQueryOptions } from "./api/get-orders";
import { usePayOrder } from "./api/pay-order";

/**
 * 'Pay now' on an unpaid order: the server hands back the order's own payment (no new order), and the
 * checkout's payment window opens it. `paying` holds from the click until the window closes or it is paid.
 */
export function usePayNow() {
  const queryClient = useQueryClient();
  const payOrder = usePayOrder();
  const openPaymentWindow = usePaymentWindow();
  const [paying, setPaying] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersQueryOptions().queryKey });

  const pay = async (orderId: number) => {
    setPaying(true);
    let started: Awaited<ReturnType<typeof payOrder.mutateAsync>>;
    try {
      started = await payOrder.mutateAsync(orderId);
    } catch (error) {
      const told = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toast.error(told ? serverMessageOr(error, initiateFailed) : initiateFailed, paymentOutcome);
      // Expired or paid meanwhile: the order's page shows what it is now.
      if (error instanceof ApiError && error.status === 409) void refresh();
      setPaying(false);
      return;
    }
    await openPaymentWindow(started, {
      onPaid: () => {
        setPaying(false);
        // Paying also empties the bought lines from the cart, which another screen owns.
        void queryClient.invalidateQueries();
      },
      onEnded: () => setPaying(false),
    });
  };

  return { paying, pay };
}
