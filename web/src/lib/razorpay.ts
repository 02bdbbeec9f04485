/**
 * The part of Razorpay's checkout.js the store uses (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/).
 * The simulated gateway's /simulated-checkout.js defines the same constructor.
 */
export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

export type RazorpayFailure = {
  error: { code?: string; description?: string; reason?: string; metadata?: Record<string, string> };
};

export type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  modal?: { escape?: boolean; backdropclose?: boolean; ondismiss?: () => void };
  handler: (response: RazorpaySuccess) => void;
};

export type RazorpayInstance = {
  open(): void;
  on(event: "payment.failed", callback: (response: RazorpayFailure) => void): void;
};

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const loading = new Map<string, Promise<RazorpayConstructor>>();

/**
 * Loads the gateway's checkout script named by create_order (Razorpay's checkout.js, or the store's
 * simulated one) once per page life, and answers its `Razorpay` constructor.
 */
export function loadCheckoutScript(src: string): Promise<RazorpayConstructor> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(`${src} did not define Razorpay`));
    };
    script.onerror = () => reject(new Error(`${src} did not load`));
    document.head.append(script);
  });
  // A failed load may succeed on the next try (a flaky network), so it is not remembered.
  promise.catch(() => loading.delete(src));
  loading.set(src, promise);
  return promise;
}
