import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { GatewayOrder, GatewayPayment, GatewayRefund } from "@server/platform/payments/gateway";
import { hmacHex, paymentSignature } from "@server/platform/payments/signatures";

type Status = GatewayPayment["status"];

/**
 * A loopback HTTP double of Razorpay's REST API (orders, payments, capture, refund) behind basic auth,
 * so the real Razorpay client is tested over real HTTP. A test plays the shopper with `pay()` and
 * Razorpay's webhook sender with `webhook()`.
 */
export async function startRazorpayDouble(
  keys = { keyId: "rzp_test_Double01", keySecret: "double-key-secret", webhookSecret: "double-hook-secret" },
) {
  const orders = new Map<string, GatewayOrder & { amount_paid: number }>();
  const payments = new Map<string, GatewayPayment>();
  const refunds = new Map<string, GatewayRefund & { entity: "refund" }>();
  const refundsByKey = new Map<string, GatewayRefund & { entity: "refund" }>();
  const requests: string[] = [];
  let failures = 0;
  let failing: string | undefined;
  const holds: { only: string; released: Promise<void> }[] = [];
  const newId = (prefix: string) => `${prefix}_${randomBytes(7).toString("hex")}`;
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString("base64")}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const badRequest = (res: ServerResponse, description: string) =>
    send(res, 400, {
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: "business",
        reason: "input_validation_failed",
      },
    });

  async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://double");
    requests.push(`${req.method} ${url.pathname}`);
    if (req.headers.authorization !== expectedAuth) {
      return send(res, 401, { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } });
    }
    const held = holds.find((hold) => `${req.method} ${url.pathname}`.includes(hold.only));
    if (held) await held.released;
    if (failures > 0 && (!failing || `${req.method} ${url.pathname}`.includes(failing))) {
      failures -= 1;
      return send(res, 502, {
        error: { code: "SERVER_ERROR", description: "The server encountered an error" },
      });
    }
    const parts = url.pathname.split("/").filter(Boolean);
    if (req.method === "POST" && url.pathname === "/v1/orders") {
      const body = await readJson(req);
      if (!Number.isInteger(body.amount) || (body.amount as number) < 100 || body.currency !== "INR") {
        return badRequest(res, "The amount must be atleast INR 1.00");
      }
      const order = {
        id: newId("order"),
        entity: "order",
        amount: body.amount as number,
        amount_paid: 0,
        currency: "INR" as const,
        receipt: String(body.receipt ?? ""),
        status: "created" as const,
      };
      orders.set(order.id, order);
      return send(res, 200, order);
    }
    if (req.method === "GET" && parts[1] === "orders" && parts[3] === "payments" && parts.length === 4) {
      if (!orders.has(parts[2] ?? "")) return badRequest(res, "The id provided does not exist");
      const items = [...payments.values()].filter((p) => p.order_id === parts[2]);
      return send(res, 200, { entity: "collection", count: items.length, items });
    }
    const payment = parts[1] === "payments" ? payments.get(parts[2] ?? "") : undefined;
    if (parts[1] === "payments" && !payment) return badRequest(res, "The id provided does not exist");
    if (req.method === "GET" && payment && parts.length === 3) return send(res, 200, payment);
    if (req.method === "POST" && payment && parts[3] === "capture") {
      const body = await readJson(req);
      if (payment.status === "captured") return badRequest(res, "This payment has already been captured");
      if (payment.status !== "authorized")
        return badRequest(res, "Only payments which have been authorized can be captured");
      if (body.amount !== payment.amount)
        return badRequest(res, "Capture amount must be equal to the amount authorized");
      payment.status = "captured";
      return send(res, 200, payment);
    }
    if (req.method === "GET" && payment && parts[3] === "refunds" && parts.length === 4) {
      const items = [...refunds.values()].filter((refund) => refund.payment_id === payment.id);
      return send(res, 200, { entity: "collection", count: items.length, items });
    }
    if (req.method === "POST" && payment && parts[3] === "refund") {
      const body = await readJson(req);
      const key = req.headers["x-refund-idempotency"];
      const earlier = typeof key === "string" ? refundsByKey.get(key) : undefined;
      if (earlier) return send(res, 200, earlier);
      if (payment.status !== "captured") return badRequest(res, "The payment has not been captured");
      const amount = (body.amount as number | undefined) ?? payment.amount;
      if (amount > payment.amount)
        return badRequest(res, "The refund amount provided is greater than amount captured");
      payment.status = "refunded";
      const refund = {
        id: newId("rfnd"),
        entity: "refund" as const,
        payment_id: payment.id,
        amount,
        status: "processed",
      };
      refunds.set(refund.id, refund);
      if (typeof key === "string") refundsByKey.set(key, refund);
      return send(res, 200, refund);
    }
    return send(res, 404, {
      error: { code: "BAD_REQUEST_ERROR", description: "The requested URL was not found on the server." },
    });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) =>
      send(res, 500, { error: { code: "SERVER_ERROR", description: String(error) } }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  function webhook(event: string, payment: GatewayPayment, eventId = newId("evt")) {
    const order = orders.get(payment.order_id);
    const body = Buffer.from(
      JSON.stringify({
        entity: "event",
        account_id: "acc_Double",
        event,
        contains: event === "order.paid" ? ["payment", "order"] : ["payment"],
        payload: {
          payment: { entity: { ...payment, entity: "payment" } },
          ...(event === "order.paid" && order ? { order: { entity: order } } : {}),
        },
        created_at: Math.floor(Date.now() / 1000),
      }),
    );
    return {
      body,
      headers: {
        "content-type": "application/json",
        "x-razorpay-signature": hmacHex(keys.webhookSecret, body),
        "x-razorpay-event-id": eventId,
      },
    };
  }

  return {
    ...keys,
    apiBase: `http://127.0.0.1:${port}`,
    /** "METHOD /path" of every request received, oldest first. */
    requests,
    orders,
    payments,
    refunds,
    /**
     * The next `count` API calls answer 502, as a gateway outage would; with `only` (e.g.
     * `"POST /v1/payments/"`), only calls whose "METHOD /path" contains it fail.
     */
    failNext(count = 1, only?: string) {
      failures = count;
      failing = only;
    },
    /**
     * Calls whose "METHOD /path" contains `only` get no answer until the returned function is called,
     * as from a gateway slow to answer one request; the caller must call it before `close()`.
     */
    hold(only: string): () => void {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const hold = { only, released };
      holds.push(hold);
      return () => {
        holds.splice(holds.indexOf(hold), 1);
        release();
      };
    },
    /** The shopper pays an order (by default its full amount, captured); returns what checkout.js hands back. */
    pay(gatewayOrderId: string, options: { amount?: number; status?: Status } = {}) {
      const order = orders.get(gatewayOrderId);
      if (!order) throw new Error(`the double has no order ${gatewayOrderId}`);
      const payment: GatewayPayment = {
        id: newId("pay"),
        order_id: order.id,
        amount: options.amount ?? order.amount,
        currency: "INR",
        status: options.status ?? "captured",
      };
      payments.set(payment.id, payment);
      if (payment.status === "captured") {
        order.status = "paid";
        order.amount_paid = payment.amount;
      } else order.status = "attempted";
      return {
        payment,
        razorpay_payment_id: payment.id,
        razorpay_order_id: order.id,
        razorpay_signature: paymentSignature(keys.keySecret, order.id, payment.id),
      };
    },
    /** A webhook as Razorpay would send it, signed with the webhook secret. */
    webhook,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RazorpayDouble = Awaited<ReturnType<typeof startRazorpayDouble>>;
