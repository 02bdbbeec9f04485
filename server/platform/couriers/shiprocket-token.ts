import { CourierError } from "./courier-provider";

/** Renewed a day before the documented 240 h life; the JWT's own `exp` is not read (decision 27). */
export const tokenRenewalMs = 9 * 24 * 3_600_000;
/** So a revoked API user, or two instances taking turns, cannot cause a storm of logins. */
export const loginGapMs = 60_000;

export type ShiprocketTokens = {
  /** A token young enough to use, logging in first when there is none or it is 9 days old. */
  current(): Promise<string>;
  /** After `refused` met a 401: a fresh login, unless another call has already replaced that token. */
  renew(refused: string): Promise<string>;
};

/**
 * Shiprocket's login token, kept in this process's memory only (never in the database or a log). Calls
 * that need a login at the same time share one (single flight), and this instance logs in at most once
 * a minute: inside that minute a failed login's error is answered again without asking.
 */
export function shiprocketTokens(login: () => Promise<string>, now: () => Date): ShiprocketTokens {
  let held: { value: string; obtainedAt: number } | null = null;
  let pending: Promise<string> | null = null;
  let lastTryAt: number | null = null;
  let lastFailure: CourierError | null = null;

  function freshLogin(): Promise<string> {
    if (pending) return pending;
    const at = now().getTime();
    if (lastTryAt !== null && at - lastTryAt < loginGapMs) {
      return Promise.reject(
        lastFailure
          ? new CourierError(lastFailure.kind, lastFailure.message)
          : new CourierError(
              "login",
              "Shiprocket refused the login it gave us a moment ago. Try again in a minute; if it goes on, check the API user in Shiprocket (Settings → API).",
            ),
      );
    }
    lastTryAt = at;
    pending = login()
      .then(
        (value) => {
          held = { value, obtainedAt: now().getTime() };
          lastFailure = null;
          return value;
        },
        (error: unknown) => {
          lastFailure = error instanceof CourierError ? error : null;
          throw error;
        },
      )
      .finally(() => {
        pending = null;
      });
    return pending;
  }

  return {
    current() {
      if (held && now().getTime() - held.obtainedAt < tokenRenewalMs) return Promise.resolve(held.value);
      return freshLogin();
    },
    renew(refused) {
      if (held && held.value !== refused) return Promise.resolve(held.value);
      held = null;
      return freshLogin();
    },
  };
}
