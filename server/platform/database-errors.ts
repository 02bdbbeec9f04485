import { stdSerializers } from "pino";

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22…) means the input could not be stored or compared:
 * NUL in text (22021), a number out of range (22003), text that is not a valid number, date or enum
 * value (22P02, 22007, 22008), text too long for its column (22001). That is the client's mistake,
 * answered 400, whichever driver (pg or PGlite) raised it. Other database errors stay 500s.
 */
const invalidInputCodes = new Set(["22001", "22003", "22007", "22008", "22021", "22P02", "22P05"]);

type Coded = { code?: unknown; severity?: unknown; cause?: unknown };

/** The SQLSTATE of a database error, looking through Drizzle's wrapper to the driver's error. */
export function sqlState(error: unknown): string | null {
  for (let current = error as Coded | undefined, depth = 0; current && depth < 4; depth++) {
    if (typeof current.code === "string" && /^[0-9A-Z]{5}$/.test(current.code) && "severity" in current) {
      return current.code;
    }
    current = current.cause as Coded | undefined;
  }
  return null;
}

export function isInvalidInput(error: unknown): boolean {
  const state = sqlState(error);
  return state !== null && invalidInputCodes.has(state);
}

type Loggable = { type: string; message: string; stack?: string; code?: string; query?: string };

/**
 * What the log keeps of an error. Drizzle's message lists the query's parameters (names, phones,
 * addresses), and the driver's error repeats them and quotes the bad value in its message and detail,
 * so a database error is logged as its SQL text, its SQLSTATE and where it was thrown, nothing more.
 */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const state = sqlState(error);
  const query = (error as { query?: unknown }).query;
  if (state === null && typeof query !== "string") return errorWithCauses(error);
  const message = `database error ${state ?? "(no SQLSTATE)"}`;
  const logged: Loggable = {
    type: error.constructor.name,
    message,
    stack: error.stack?.replace(/^[\s\S]*?\n(?=\s+at )/, `${message}\n`),
  };
  if (state) logged.code = state;
  if (typeof query === "string") logged.query = query;
  return logged;
}

/** Errors that are not database errors, with any database error in their causes made safe. */
function errorWithCauses(error: Error): unknown {
  const cause = (error as { cause?: unknown }).cause;
  if (!(cause instanceof Error)) return error;
  return {
    type: error.constructor.name,
    message: error.message,
    stack: error.stack,
    cause: loggableError(cause),
  };
}

type LoggedRequest = { method?: string; url?: string; host?: string; ip?: string };

/**
 * Pino serializers every logger of the app uses, so no code path can log query parameters: a request is
 * logged by its path alone, since a query can carry a signed photo link, a search or an e-mail address.
 */
export const logSerializers = {
  err: (error: unknown) => stdSerializers.err(loggableError(error) as Error),
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: request.url?.split("?")[0],
    host: request.host,
    remoteAddress: request.ip,
  }),
};
