import type { ZodType } from "zod";
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

/** The response did not match the contract: the client and server disagree about the wire shape. */
export class WireShapeError extends Error {
  readonly issues: unknown;

  constructor(path: string, issues: unknown) {
    super(fallbackErrorMessage);
    this.name = "WireShapeError";
    this.issues = issues;
    this.cause = `Response of ${path} does not match the contract`;
  }
}

function textField(body: unknown, key: string): string | null {
  if (typeof body !== "object" || body === null) return null;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

/** Spec §8: the response's message, else detail, else error, else the fallback. */
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

/** The text to show a person for any thrown error. */
export function messageForError(error: unknown): string {
  return error instanceof ApiError || error instanceof WireShapeError ? error.message : fallbackErrorMessage;
}

type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  signal?: AbortSignal;
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

export async function apiRequest<T>(
  path: string,
  schema: ZodType<T>,
  options: RequestOptions = {},
): Promise<T> {
  const headers = new Headers({ Accept: "application/json" });
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
    response = await fetch(`${apiBase}${path}`, {
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

  const payload = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, payload);
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new WireShapeError(path, parsed.error.issues);
  return parsed.data;
}
