import { useState } from "react";
import type { CreateOrderInput } from "../../../../contract/orders";
import { ApiError } from "../../lib/http";
import { serverMessageOr } from "../../lib/server-message";
import { toast } from "../../lib/toast";
import { useCreateOrder } from "./api/create-order";
import { useVerifyPayment } from "./api/verify-payment";
import { loadCheckoutScript } from "./razorpay";

/** Spec §9: the payment window wears the store's amber. */
export const paymentThemeColor = "#d97706";

const initiateFailed = "Failed to initiate payment. Please try again.";

/**
 * Every outcome of a payment attempt shows in one toast, so a later outcome replaces an earlier one:
 * paying after a dismissed window says "Payment successful!" alone, not beside "Payment cancelled".
 */
const outcome = { id: "payment-outcome" };

type PaymentCallbacks = {
  /** The order is paid and verified: refresh what changed and leave checkout. */
  onPaid: () => void;
  /** The server priced the order differently (409): reload the cart and offers so the screen shows its prices. */
  onPricesChanged: () => void;
};

/**
 * Spec §4 payment: create the order, open the gateway's window (Razorpay's checkout.js, or the simulated
 * one: whichever script create_order names), verify on success. `paying` stays true from the click until
 * the window is dismissed, the payment is verified, or something fails.
 */
export function usePayment({ onPaid, onPricesChanged }: PaymentCallbacks) {
  const createOrder = useCreateOrder();
  const verify = useVerifyPayment();
  const [paying, setPaying] = useState(false);

  const pay = async (input: CreateOrderInput) => {
    setPaying(true);
    let order: Awaited<ReturnType<typeof createOrder.mutateAsync>>;
    try {
      order = await createOrder.mutateAsync(input);
    } catch (error) {
      // A 4xx says what is wrong (prices changed, out of stock, no delivery); a 5xx or no answer does not.
      const told = error instanceof ApiError && error.status >= 400 && error.status < 500;
      toast.error(told ? serverMessageOr(error, initiateFailed) : initiateFailed, outcome);
      if (error instanceof ApiError && error.status === 409) onPricesChanged();
      setPaying(false);
      return;
    }

    let Razorpay: Awaited<ReturnType<typeof loadCheckoutScript>>;
    try {
      Razorpay = await loadCheckoutScript(order.checkout_script);
    } catch (error) {
      console.error(error);
      toast.error(initiateFailed, outcome);
      setPaying(false);
      return;
    }

    const checkout = new Razorpay({
      key: order.key,
      amount: order.amount,
      currency: order.currency,
      name: order.name,
      description: `Order ${order.order_number}`,
      order_id: order.razorpay_order_id,
      prefill: order.prefill,
      theme: { color: paymentThemeColor },
      modal: {
        escape: false,
        backdropclose: false,
        ondismiss: () => {
          setPaying(false);
          toast.error("Payment cancelled", outcome);
        },
      },
      handler: (result) => {
        verify.mutate(
          { ...result, order_key: order.order_key },
          {
            onSuccess: () => {
              toast.success("Payment successful!", outcome);
              onPaid();
            },
            onError: () => {
              toast.error("Payment verification failed. Please contact support.", outcome);
              setPaying(false);
            },
          },
        );
      },
    });
    checkout.open();
  };

  return { paying, pay };
}
