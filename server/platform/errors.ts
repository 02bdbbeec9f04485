export type ErrorKind =
  | "invalid"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "conflict"
  /** An upload (or a part of one) bigger than we take: 413. */
  | "too_large"
  /** An upload that is not a kind of file we take: 415. */
  | "unsupported_media"
  | "rate_limited"
  | "payment"
  /** Busy right now, not wrong: 503, with Retry-After in the error's headers. */
  | "unavailable";

/** The one place kinds become statuses. */
export const statusOfKind: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  payment: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  rate_limited: 429,
  unavailable: 503,
};

/** An error meant for the client: its message is shown to people, so write it for them. */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly fields?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "AppError";
  }

  get status(): number {
    return statusOfKind[this.kind];
  }

  /** The status again, under the name Fastify's own errors give it. */
  get statusCode(): number {
    return this.status;
  }
}

/**
 * A refusal that names its reason for programs (`code`) as well as in words for people: answered
 * `{error, code, message}`, the body apply_coupon's client reads (product §7), not `{message, errors}`.
 */
export class CodedRefusal extends AppError {
  constructor(
    kind: ErrorKind,
    readonly code: string,
    message: string,
    headers?: Record<string, string>,
  ) {
    super(kind, message, undefined, headers);
    this.name = "CodedRefusal";
  }
}

export const notFound = (message: string) => new AppError("not_found", message);
export const invalid = (message: string, fields?: Record<string, string[]>) =>
  new AppError("invalid", message, fields);
export const tooLarge = (message: string) => new AppError("too_large", message);
export const unsupportedMedia = (message: string) => new AppError("unsupported_media", message);
