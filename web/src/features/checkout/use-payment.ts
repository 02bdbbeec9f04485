import type { CreateOrderInput } from "@contract/orders";
import { ApiError } from "@web/lib/http";
import { initiateFailed, paymentOutcome, usePaymentWindow } from "@web/lib/payment-window";
import { serverMessageOr } from "@web/lib/server-message";
import { toast } from "@web/lib/toast";
import { useState } from "react";
import { useCreateOrder } from "./api/create-order";

type PaymentCallbacks = {
  /** The order is paid and verified: refresh what changed and leave checkout. */
  onPaid: () => void;
  /** The server priced the order differently (409): reload the cart and offers so the screen shows its prices. */
  onPricesChanged: () => void;
  /** The server refused the order (a 400 or 409), with its message: a hand-delivery slot may be why. */
  onRefused?: (message: string) => void;
};

/**
 * Product §4 payment: create the order, then the shared payment window opens it and verifies. `paying`
 * stays true from the click until the window is dismissed, the payment is verified, or something fails.
 */
export function usePayment({ onPaid, onPricesChanged, onRefused }: PaymentCallbacks) {
  const createOrder = useCreateOrder();
  const openPaymentWindow = usePaymentWindow();
  const [paying, setPaying] = useState(false);

  const pay = async (input: CreateOrderInput) => {
    setPaying(true);
    let order: Awaited<ReturnType<typeof createOrder.mutateAsync>>;
    try {
      order = await createOrder.mutateAsync(input);
    } catch (error) {
      // A 4xx says what is wrong (prices changed, out of stock, no delivery); a 5xx or no answer does not.
      const told = error instanceof ApiError && error.status >= 400 && error.status < 500;
      const message = told ? serverMessageOr(error, initiateFailed) : initiateFailed;
      toast.error(message, paymentOutcome);
      if (error instanceof ApiError && error.status === 409) onPricesChanged();
      if (error instanceof ApiError && (error.status === 400 || error.status === 409)) onRefused?.(message);
      setPaying(false);
      return;
    }
    await openPaymentWindow(order, { onPaid, onEnded: () => setPaying(false) });
  };

  return { paying, pay };
}
