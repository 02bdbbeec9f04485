// The festival's shoppers, all in this process and all through the proxy: browsers landing on a
// server-rendered page (home, a category, a product) and then moving on in the app, which reads a
// listing and a product as JSON; and buyers putting their product in the cart, placing the order and
// paying it through the simulated gateway. Each shopper has a loopback address of its own (127.1.x.y
// browsing, 127.2.0.y buying), so per-client limits count each one apart, as they would count
// shoppers, and a keep-alive connection of its own, as a browser tab has.
import { Agent, type IncomingHttpHeaders, request } from "node:http";
import { seededRandom } from "@server/db/seed/art/svg-kit";
import type { FestivalBuyer } from "./festival-buyers";

export const kinds = {
  home: "GET / (page)",
  categoryPage: "GET /categories/{id} (page)",
  productPage: "GET /product/{id} (page)",
  listing: "GET /api/products/categories/{id}/products/",
  product: "GET /api/products/{id}/",
  addToCart: "POST /api/user/cart/add_item/",
  createOrder: "POST /api/orders/create_order/",
  pay: "POST /api/payments/simulated/pay/",
  verify: "POST /api/orders/verify_payment/",
} as const;
export type Kind = keyof typeof kinds;
/** The server-rendered pages, whose cache figures are counted. */
export const pageKinds: Kind[] = ["home", "categoryPage", "productPage"];

/** A page answered within this many ms was not rendered for it: a render takes far longer. */
export const fastPageMs = 20;

export type KindFigures = {
  latencies: number[];
  failures: number;
  /** Pages only: what x-cache said, when the server sends it (hit and stale count as hits). */
  hits: number;
  misses: number;
  /** Pages only: answered within fastPageMs. */
  fast: number;
  /** Pages only: sent as index.html for the browser to render (no render turn, or the render failed). */
  unrendered: number;
  /** The first failure's status and the start of its answer (POSTs keep theirs), to say what went wrong. */
  firstFailure?: string;
};

export type MixFigures = { byKind: Record<Kind, KindFigures>; ordersPaid: number };

export type Catalogue = { categoryIds: number[]; productIds: number[] };

export type Mix = {
  proxy: string;
  catalogue: Catalogue;
  buyers: FestivalBuyer[];
  browsers: number;
  /** Mean pause between a browser's requests (uniform from 0 to twice this). */
  thinkMs: number;
  /** A buyer starts an order at most this often. */
  orderEveryMs: number;
  warmupSeconds: number;
  seconds: number;
  /** Called when the measured part starts and when it ends (after the warm-up, and `seconds` later). */
  onWindow: (edge: "start" | "end") => void;
};

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** One shopper's connection: its own source address and keep-alive socket. */
function shopper(proxy: URL, localAddress: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const send = (
    method: string,
    path: string,
    headers: Record<string, string>,
    body?: unknown,
    keepBody = false,
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        { host: proxy.hostname, port: proxy.port, method, path, headers, agent, localAddress },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => keepBody && chunks.push(chunk));
          incoming.on("end", () =>
            resolve({
              status: incoming.statusCode ?? 0,
              headers: incoming.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
          incoming.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body === undefined ? undefined : JSON.stringify(body));
    });
  return { send, close: () => agent.destroy() };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function emptyFigures(): Record<Kind, KindFigures> {
  const entries = Object.keys(kinds).map((kind): [string, KindFigures] => [
    kind,
    { latencies: [], failures: 0, hits: 0, misses: 0, fast: 0, unrendered: 0 },
  ]);
  return Object.fromEntries(entries) as Record<Kind, KindFigures>;
}

/** Runs the mix for the warm-up and the measured seconds; figures count requests started in the window. */
export async function runMix(mix: Mix): Promise<MixFigures> {
  const proxy = new URL(mix.proxy);
  const byKind = emptyFigures();
  let ordersPaid = 0;
  const started = performance.now();
  const from = started + mix.warmupSeconds * 1000;
  const until = from + mix.seconds * 1000;
  // The window's edges, each told once: by its timer, or at the end if the timer has not fired yet.
  const edges = new Set<"start" | "end">();
  const edge = (name: "start" | "end") => {
    if (edges.has(name)) return;
    edges.add(name);
    mix.onWindow(name);
  };
  const windowTimers = [
    setTimeout(() => edge("start"), from - started),
    setTimeout(() => edge("end"), until - started),
  ];

  /** Sends one request and counts it when it started inside the window; failures come back as null. */
  const timed = async (
    kind: Kind,
    send: () => Promise<Answer>,
    ok: (answer: Answer) => boolean,
  ): Promise<Answer | null> => {
    const sent = performance.now();
    const answer = await send().catch(() => null);
    const ms = performance.now() - sent;
    const succeeded = answer !== null && ok(answer);
    if (sent >= from && sent < until) {
      const figures = byKind[kind];
      figures.latencies.push(ms);
      if (!succeeded) {
        figures.failures += 1;
        figures.firstFailure ??= answer ? `${answer.status} ${answer.body.slice(0, 160)}` : "no answer";
      }
      if (answer && succeeded && pageKinds.includes(kind)) {
        const cache = String(answer.headers["x-cache"] ?? "");
        if (/^(hit|stale)/i.test(cache)) figures.hits += 1;
        else if (/^miss/i.test(cache)) figures.misses += 1;
        if (ms <= fastPageMs) figures.fast += 1;
        // A rendered page is a public cached answer; index.html goes out as no-cache.
        if (!String(answer.headers["cache-control"] ?? "").startsWith("public")) figures.unrendered += 1;
      }
    }
    return succeeded ? answer : null;
  };

  const pick = <T>(items: T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;
  const page = { accept: "text/html", "accept-encoding": "br, gzip" };
  const json = { accept: "application/json", "accept-encoding": "br, gzip" };
  const isOk = (answer: Answer) => answer.status >= 200 && answer.status < 300;

  const browse = async (index: number) => {
    // Seeded per shopper, so every run sends the same mix in the same order.
    const random = seededRandom(26_000 + index);
    const address = `127.1.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const { send, close } = shopper(proxy, address);
    const think = () => sleep(random() * 2 * mix.thinkMs);
    const { categoryIds, productIds } = mix.catalogue;
    try {
      while (performance.now() < until) {
        const landing = random();
        if (landing < 0.35) await timed("home", () => send("GET", "/", page), isOk);
        else if (landing < 0.55)
          await timed(
            "categoryPage",
            () => send("GET", `/categories/${pick(categoryIds, random)}`, page),
            isOk,
          );
        else
          await timed("productPage", () => send("GET", `/product/${pick(productIds, random)}`, page), isOk);
        await think();
        const category = pick(categoryIds, random);
        await timed(
          "listing",
          () => send("GET", `/api/products/categories/${category}/products/`, json),
          isOk,
        );
        await think();
        await timed("product", () => send("GET", `/api/products/${pick(productIds, random)}/`, json), isOk);
        await think();
      }
    } finally {
      close();
    }
  };

  const buy = async (buyer: FestivalBuyer, index: number) => {
    const random = seededRandom(62_000 + index);
    const { send, close } = shopper(proxy, `127.2.0.${index + 1}`);
    const headers = buyer.headers;
    // makeBuyers leaves the product in the cart; a paid order takes it out again.
    let inCart = true;
    const order = async () => {
      const sent = performance.now();
      const counted = sent >= from && sent < until;
      if (!inCart) {
        const body = { product_id: buyer.productId, quantity: 1 };
        const added = await timed(
          "addToCart",
          () => send("POST", "/api/user/cart/add_item/", headers, body, true),
          isOk,
        );
        if (!added) return;
        inCart = true;
      }
      const created = await timed(
        "createOrder",
        () => send("POST", "/api/orders/create_order/", headers, buyer.order, true),
        (answer) => answer.status === 201,
      );
      if (!created) return;
      const { razorpay_order_id, order_key } = JSON.parse(created.body) as Record<string, string>;
      // The simulated gateway's ledger is in the memory of the instance that created the order.
      const pinned = { ...headers, "x-bench-backend": String(created.headers["x-bench-backend"]) };
      const paid = await timed(
        "pay",
        () =>
          send(
            "POST",
            "/api/payments/simulated/pay/",
            pinned,
            { razorpay_order_id, outcome: "captured" },
            true,
          ),
        (answer) => isOk(answer) && !answer.body.includes('"error"'),
      );
      if (!paid) return;
      inCart = false;
      const payment = JSON.parse(paid.body) as Record<string, string>;
      const verified = await timed(
        "verify",
        () => send("POST", "/api/orders/verify_payment/", pinned, { ...payment, order_key }, true),
        isOk,
      );
      if (verified && counted) ordersPaid += 1;
    };
    try {
      // Buyers arrive spread over one order interval rather than all at once.
      await sleep(random() * mix.orderEveryMs);
      while (performance.now() < until) {
        const began = performance.now();
        await order();
        await sleep(Math.max(0, began + mix.orderEveryMs - performance.now()));
      }
    } finally {
      close();
    }
  };

  try {
    await Promise.all([
      ...Array.from({ length: mix.browsers }, (_, index) => browse(index)),
      ...mix.buyers.map((buyer, index) => buy(buyer, index)),
    ]);
  } finally {
    for (const timer of windowTimers) clearTimeout(timer);
    edge("start");
    edge("end");
  }
  return { byKind, ordersPaid };
}
