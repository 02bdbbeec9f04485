import type { CreateOrderResponse } from "@contract/orders";
import { loadCheckoutScript } from "./razorpay";
import { toast } from "./toast";
import { useVerifyPayment } from "./verify-payment";

/** Product §9: the payment window wears the store's amber. */
export const paymentThemeColor = "#d97706";

export const initiateFailed = "Failed to initiate payment. Please try again.";

/**
 * Every outcome of a payment attempt shows in one toast, so a later outcome replaces an earlier one:
 * paying after a dismissed window says "Payment successful!" alone, not beside "Payment cancelled".
 */
export const paymentOutcome = { id: "payment-outcome" };

type PaymentWindowCallbacks = {
  /** Paid and verified. */
  onPaid: () => void;
  /** The attempt ended unpaid: the window was dismissed, it did not load, or verification failed. */
  onEnded: () => void;
};

/**
 * Product §4's payment window for an order the server has started (create_order, or paying an unpaid
 * order again): opens the gateway's window (Razorpay's checkout.js, or the simulated one: whichever
 * script the answer names) and verifies a payment on the server.
 */
export function usePaymentWindow() {
  const verify = useVerifyPayment();

  return async (order: CreateOrderResponse, { onPaid, onEnded }: PaymentWindowCallbacks) => {
    let Razorpay: Awaited<ReturnType<typeof loadCheckoutScript>>;
    try {
      Razorpay = await loadCheckoutScript(order.checkout_script);
    } catch (error) {
      console.error(error);
      toast.error(initiateFailed, paymentOutcome);
      onEnded();
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
          onEnded();
          toast.error("Payment cancelled", paymentOutcome);
        },
      },
      handler: (result) => {
        verify.mutate(
          { ...result, order_key: order.order_key },
          {
            onSuccess: () => {
              toast.success("Payment successful!", paymentOutcome);
              onPaid();
            },
            onError: () => {
              toast.error("Payment verification failed. Please contact support.", paymentOutcome);
              onEnded();
            },
          },
        );
      },
    });
    checkout.open();
  };
}
