// The festival bench's load balancer: a round-robin HTTP proxy on loopback, in its own process so its
// work shows apart from the instances' and the shoppers'.
// Usage: node bench/festival-proxy.mjs <port> <backend origin>... — prints "listening <port>".
// Each request goes to the next backend with its method, path and headers, plus X-Forwarded-For (the
// shopper's address, which the instances trust with TRUST_PROXY=1). Every answer names the backend
// that gave it in x-bench-backend, and a request carrying x-bench-backend goes to that one: the
// simulated gateway keeps its ledger in the memory of the instance that created the payment, so a
// buyer's pay and verify follow its create_order there (Razorpay, being one service, needs no such pin).
import { Agent, createServer, request as forward } from "node:http";

const [portArgument, ...origins] = process.argv.slice(2);
const backends = origins.map((origin) => {
  const url = new URL(origin);
  return {
    host: url.hostname,
    port: Number(url.port),
    agent: new Agent({ keepAlive: true, maxSockets: 256 }),
  };
});
let next = 0;

/**
 * Connection headers belong to one hop (each side of the proxy keeps its own connections alive), and
 * the pin is the proxy's alone.
 */
const ownHeaders = new Set(["connection", "keep-alive", "x-bench-backend"]);
const forwardable = (headers) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !ownHeaders.has(name)));

const server = createServer((incoming, outgoing) => {
  const pinned = Number(incoming.headers["x-bench-backend"]);
  const index = Number.isInteger(pinned) && backends[pinned] ? pinned : next++ % backends.length;
  const backend = backends[index];
  const headers = forwardable(incoming.headers);
  const client = incoming.socket.remoteAddress ?? "";
  headers["x-forwarded-for"] = headers["x-forwarded-for"]
    ? `${headers["x-forwarded-for"]}, ${client}`
    : client;
  const upstream = forward(
    {
      host: backend.host,
      port: backend.port,
      method: incoming.method,
      path: incoming.url,
      headers,
      agent: backend.agent,
    },
    (answer) => {
      outgoing.writeHead(answer.statusCode ?? 502, {
        ...forwardable(answer.headers),
        "x-bench-backend": String(index),
      });
      answer.pipe(outgoing);
    },
  );
  upstream.on("error", () => {
    if (!outgoing.headersSent) outgoing.writeHead(502);
    outgoing.end();
  });
  incoming.pipe(upstream);
});
server.keepAliveTimeout = 60_000;
server.listen(Number(portArgument), "127.0.0.1", () => console.log(`listening ${server.address().port}`));
process.on("SIGTERM", () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
