import pg from "pg";

/**
 * A pg pool whose connections can all be lost, time out or go silent without taking the process down
 * or leaving the pool short of connections. The request that held such a connection fails with the
 * driver's error (answered 503); the pool opens a new connection for the next one.
 */
export function openGuardedPool(
  url: string,
  onLost: (error: Error) => void,
  options: pg.PoolConfig,
): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, ...options });
  pool.on("connect", (client) => {
    // pg's pool listens for a client's `error` only while the client is idle; one that drops while
    // checked out (in a transaction, between the queries of a request) would otherwise be thrown.
    client.on("error", onLost);
    closeOnReadTimeout(client);
  });
  // The pool repeats an idle client's error here once the listener above has reported it; an `error`
  // event with no listener would be thrown.
  pool.on("error", () => {});
  releaseOnEnd(pool);
  return pool;
}

/**
 * pg gives up on a query that got no answer within query_timeout but leaves the connection waiting for
 * that answer (node-postgres #3399): every later query on it, a transaction's rollback included, would
 * queue behind it for another timeout, and the pool would hand the client out again. Closing the client
 * fails those queries at once and makes the pool drop it.
 */
function closeOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    if (result instanceof Promise) {
      result.catch((error: unknown) => {
        if (error instanceof Error && error.message === "Query read timeout") void client.end();
      });
    }
    return result;
  }) as typeof client.query;
}

/**
 * Drizzle releases a transaction's client only once its `begin` succeeded: a connection lost or timed
 * out on `begin` would stay checked out for good, and the pool, counting it, would run dry after a few.
 * So a checked-out client whose connection ends goes back to the pool (which drops it) at once, and the
 * holder's own release after that changes nothing. pool.query's clients (a callback) release themselves.
 */
function releaseOnEnd(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => Promise<pg.PoolClient> | undefined;
  pool.connect = (async (...args: unknown[]) => {
    if (args.length > 0) return connect(...args);
    const client = (await connect()) as pg.PoolClient;
    const release = client.release;
    let released = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener("end", onEnd);
      release(error);
    };
    const onEnd = () => releaseOnce(new Error("PostgreSQL connection ended while checked out"));
    client.once("end", onEnd);
    client.release = releaseOnce;
    return client;
  }) as typeof pool.connect;
}
