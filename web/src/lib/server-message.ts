import { ApiError, errorMessageOf } from "./http";

const noMessage = errorMessageOf(null);

/**
 * What the server said about a failure (its message, detail or error field), or the screen's own
 * fallback when it said nothing usable (no answer, an empty body, a proxy's HTML page).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  const message = errorMessageOf(error.body);
  return message === noMessage ? fallback : message;
}
