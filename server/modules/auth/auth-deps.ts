import type { AttemptLimiter } from "@server/platform/attempt-limits";
import type { AppDeps } from "@server/platform/deps";

/** What sign-in needs: the database, the mailer, the secret its hashes are keyed with, and the limits. */
export type AuthDeps = Pick<AppDeps, "db" | "mailer" | "authSecret"> & { limiter: AttemptLimiter };
