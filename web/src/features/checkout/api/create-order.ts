import type { CreateOrderInput, CreateOrderResponse } from "@contract/orders";
import { useMutation } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@web/lib/http";
import { useRef } from "react";

/**
 * POST /orders/create_order/: the server re-prices the order and answers 409 if the amounts differ.
 * `idempotencyKey` makes a retry of the same attempt give that attempt's order, never a second one.
 */
export function createOrder(input: CreateOrderInput, idempotencyKey: string): Promise<CreateOrderResponse> {
  return apiRequest<CreateOrderResponse>("/orders/create_order/", {
    method: "POST",
    body: input,
    headers: { "Idempotency-Key": idempotencyKey },
  });
}

/** 32 hex digits from the browser's CSPRNG (randomUUID needs a secure context; this does not). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

/** The server answered about the order itself (201 or a refusal), rather than not at all or "try again". */
const answered = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

/**
 * Checkout shows the server's message (or 'Failed to initiate payment. Please try again.') itself.
 * One Idempotency-Key per checkout attempt: kept while the same order is sent again after no answer
 * (a dropped connection, a 5xx, a 429), so the server gives that attempt's order if it made one;
 * a new one once the server has answered, or when the order sent is another.
 */
export function useCreateOrder() {
  const attempt = useRef<{ key: string; sent: string } | null>(null);
  return useMutation({
    mutationFn: async (input: CreateOrderInput) => {
      const sent = JSON.stringify(input);
      if (attempt.current?.sent !== sent) attempt.current = { key: newKey(), sent };
      try {
        const order = await createOrder(input, attempt.current.key);
        attempt.current = null;
        return order;
      } catch (error) {
        if (answered(error)) attempt.current = null;
        throw error;
      }
    },
    meta: { silent: true },
  });
}
