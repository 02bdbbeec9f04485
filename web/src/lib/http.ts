import { readToken } from "./session-token";

const apiBase = "/api";
const fallbackErrorMessage = "An error occurred";

export type FieldErrors = Record<string, string[]>;

/** A non-2xx answer (or no answer at all: status 0) from the API. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly fieldErrors: FieldErrors;

  constructor(status: number, body: unknown) {
    super(errorMessageOf(body));
    this.name = "ApiError";
    this.status = status;
    this.body = body;
    this.fieldErrors = fieldErrorsOf(body);
  }
}

function textField(body: unknown, key: string): string | null {
  if (typeof body !== "object" || body === null) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** Product §8: the response's message, else detail, else error, else the fallback. */
export function errorMessageOf(body: unknown): string {
  return (
    textField(body, "message") ??
    textField(body, "detail") ??
    textField(body, "error") ??
    fallbackErrorMessage
  );
}

function fieldErrorsOf(body: unknown): FieldErrors {
  if (typeof body !== "object" || body === null) return {};
  const errors = (body as Record<string, unknown>).errors;
  if (typeof errors !== "object" || errors === null) return {};
  const result: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) result[field] = messages.filter((m): m is string => typeof m === "string");
  }
  return result;
}

/** The API answered that the thing asked for does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Query retry rule for pages with a not-found state: a 404 is an answer, not a hiccup; others retry once. */
export function retryUnlessNotFound(failures: number, error: unknown): boolean {
  return !isNotFound(error) && failures < 1;
}

/** The text to show a person for any thrown error. */
export function messageForError(error: unknown): string {
  return error instanceof ApiError ? error.message : fallbackErrorMessage;
}

/** How requests reach the API: the browser's fetch, or the server's own router while it renders a page. */
type Transport = typeof fetch;
let transport: Transport = (input, init) => fetch(input, init);

/** The server renders pages with the same fetchers as the browser; this points them at the API in-process. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
  /** More request headers, e.g. create_order's Idempotency-Key. */
  headers?: Record<string, string>;
};

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === "") return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls the API and answers its Response once it is a success, for answers that are not JSON (a PDF,
 * a CSV); a failure throws ApiError as `apiRequest` does. `headers` may replace the JSON `Accept`.
 */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const headers = new Headers({ Accept: "application/json", ...options.headers });
  const token = readToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers.set("Content-Type", "application/json");
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(`${apiBase}${path}`, {
      method: options.method ?? "GET",
      headers,
      body,
      credentials: "include",
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null);
  }

  if (!response.ok) throw new ApiError(response.status, await readBody(response));
  return response;
}

/**
 * Calls the API and answers its JSON typed as `T`, the contract's type for that call. The answer is
 * not parsed again here: the server validates every response against the contract schema when it
 * serialises it (fastify-type-provider-zod), and keeping zod out of the client saves ~24 KB gzipped.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await apiResponse(path, options);
  return (await readBody(response)) as T;
}
