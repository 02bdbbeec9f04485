import { sqlState } from "./database-errors";

/**
 * PostgreSQL's answers that mean "not now" rather than "not this": a lost or refused connection
 * (class 08), the server shutting down or starting or our backend terminated (57P01–57P03), no
 * connection slot left (53300), a statement cut off by statement_timeout (57014), a session ended by
 * idle_in_transaction_session_timeout (25P03), and a deadlock the server broke by rolling this
 * transaction back (40P01): nothing of it was kept, and the same request a moment later succeeds. (Its
 * log line still names the SQLSTATE: writers lock in id order, so a deadlock is worth a look.)
 */
const unavailableStates = /^(08...|57P0[123]|53300|57014|25P03|40P01)$/;
/** Node's socket errors: the service is down, restarting or unreachable. */
const networkCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EPIPE",
  "EAI_AGAIN",
]);
/**
 * Drivers that say it only in words: node-postgres's pool and client (a database that did not answer in
 * query_timeout, and the queries on a client closed for it), and ioredis's closed connection.
 */
const driverMessages = [
  /^Connection terminated/,
  /has encountered a connection error and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Query read timeout$/,
  /^Client was closed and is not queryable$/,
  /^Connection is closed\.$/,
];
/** ioredis gives up on a command after `maxRetriesPerRequest` reconnects. */
const driverErrorNames = new Set(["MaxRetriesPerRequestError"]);

type Described = { code?: unknown; name?: unknown; message?: unknown; cause?: unknown };

/**
 * True when a service the shop needs (PostgreSQL, Redis, storage) did not answer, as opposed to a
 * fault in the request or in our code. Such a request is worth retrying in a moment, so it answers
 * 503 with Retry-After instead of a 500. Looks through wrappers (Drizzle's query error) to the cause.
 */
export function isServiceUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state !== null) return unavailableStates.test(state);
  for (let current = error as Described | undefined, depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === "string" && networkCodes.has(current.code)) return true;
    if (typeof current.name === "string" && driverErrorNames.has(current.name)) return true;
    const message = current.message;
    if (typeof message === "string" && driverMessages.some((pattern) => pattern.test(message))) return true;
    current = current.cause as Described | undefined;
  }
  return false;
}
