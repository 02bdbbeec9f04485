import { createConnection, createServer, type Socket } from "node:net";

export type TcpProxy = {
  host: string;
  port: number;
  /** `url` with its host and port replaced by the proxy's, e.g. a PostgreSQL connection string. */
  through(url: string): string;
  /**
   * Stops forwarding in both directions without closing anything, as a network that silently drops
   * packets: bytes, ends and resets wait (new connections too) and the peers hear nothing.
   */
  stall(): void;
  /** Forwards again, delivering what waited during the stall, as TCP does once the network is back. */
  heal(): void;
  /** Resets every open connection on both sides (RST, no goodbye); later connections pass. */
  reset(): void;
  /** Connections currently open through the proxy. */
  open(): number;
  close(): Promise<void>;
};

type Link = { client: Socket; upstream: Socket };

/**
 * A TCP proxy in front of a real service (PostgreSQL in the fault tests) that can stall or reset the
 * connections on command, so a test sees what the app does when the network fails, without mocks.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const links = new Set<Link>();
  let stalled = false;
  /** What reached one side during a stall and must reach the other once healed (ends, resets). */
  let held: (() => void)[] = [];
  const whenFlowing = (action: () => void) => {
    if (stalled) held.push(action);
    else action();
  };

  /** Copies `from` to `to` by hand (not pipe, which resumes on drain), so a stall holds both ways. */
  function forward(from: Socket, to: Socket) {
    from.on("data", (chunk: Buffer) => {
      if (!to.write(chunk)) from.pause();
    });
    to.on("drain", () => {
      if (!stalled) from.resume();
    });
    // A reset on one side is passed on as a reset; a goodbye as a goodbye, after what was sent before it.
    from.on("close", (hadError) => whenFlowing(() => (hadError ? resetSocket(to) : to.end())));
  }

  const server = createServer((client) => {
    const upstream = createConnection({ host: target.host, port: target.port });
    const link = { client, upstream };
    links.add(link);
    for (const socket of [client, upstream]) {
      socket.on("error", () => {});
      socket.on("close", () => {
        if (client.destroyed && upstream.destroyed) links.delete(link);
      });
      if (stalled) socket.pause();
    }
    forward(client, upstream);
    forward(upstream, client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("proxy has no TCP address");

  return {
    host: "127.0.0.1",
    port: address.port,
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = "127.0.0.1";
      proxied.port = String(address.port);
      return proxied.toString();
    },
    stall() {
      stalled = true;
      for (const { client, upstream } of links) {
        client.pause();
        upstream.pause();
      }
    },
    heal() {
      stalled = false;
      const waiting = held;
      held = [];
      for (const { client, upstream } of links) {
        client.resume();
        upstream.resume();
      }
      for (const action of waiting) action();
    },
    reset() {
      for (const { client, upstream } of links) {
        resetSocket(client);
        resetSocket(upstream);
      }
    },
    open: () => links.size,
    async close() {
      for (const { client, upstream } of links) {
        client.destroy();
        upstream.destroy();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function resetSocket(socket: Socket) {
  if (!socket.destroyed) socket.resetAndDestroy();
}
