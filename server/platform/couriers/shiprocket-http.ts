import { CourierError } from "./courier-provider";
import { type ShiprocketTokens, shiprocketTokens } from "./shiprocket-token";

export type ShiprocketLog = { warn(obj: unknown, msg?: string): void };

type Answer = { status: number; json: unknown };
type Call = { query?: Record<string, string>; body?: unknown };

const messageBound = 300;

/** Shiprocket's words for a refusal: the 422 field messages as `field: message`, else its `message`. */
export function providerMessage(json: unknown): string | null {
  if (!json || typeof json !== "object") return null;
  const { message, errors } = json as { message?: unknown; errors?: unknown };
  let text = typeof message === "string" ? message : null;
  if (errors && typeof errors === "object" && !Array.isArray(errors)) {
    const lines = Object.entries(errors).flatMap(([field, messages]) =>
      (Array.isArray(messages) ? messages : [messages]).map((line) => `${field}: ${String(line)}`),
    );
    if (lines.length > 0) text = lines.join(" ");
  }
  return text?.trim() ? text.trim().slice(0, messageBound) : null;
}

export const refused = (message: string) => new CourierError("refused", message.slice(0, messageBound));

function noAnswer(error: unknown, timeoutMs: number): CourierError {
  const name = (error as { name?: string } | null)?.name;
  return name === "TimeoutError" || name === "AbortError"
    ? new CourierError("unavailable", `Shiprocket did not answer within ${Math.ceil(timeoutMs / 1000)} s.`)
    : new CourierError("unavailable", "Shiprocket could not be reached.");
}

/**
 * Shiprocket's REST API as JSON calls with a timeout each, every answer folded into the result or one
 * CourierError (decision 27 "Errors"): `refused` for a 4xx other than 401/429, `unavailable` for no
 * answer, a 429 or a 5xx, and `login` when our API user is refused. A 401 gets one fresh login and one
 * more try; a 401 means the call was not carried out, so even a create is safe to repeat.
 */
export function shiprocketHttp(settings: {
  apiBase: string;
  email: string;
  password: string;
  timeoutMs: number;
  now: () => Date;
  log?: ShiprocketLog;
}) {
  async function exchange(
    method: "GET" | "POST",
    path: string,
    call: Call,
    token: string | null,
  ): Promise<Answer> {
    const query = call.query ? `?${new URLSearchParams(call.query)}` : "";
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${settings.apiBase}${path}${query}`, {
        method,
        headers: {
          accept: "application/json",
          ...(call.body === undefined ? {} : { "content-type": "application/json" }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal: AbortSignal.timeout(settings.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      throw noAnswer(error, settings.timeoutMs);
    }
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      if (response.ok) throw new CourierError("unavailable", "Shiprocket's answer could not be read.");
    }
    if (response.status === 429) {
      throw new CourierError(
        "unavailable",
        "Shiprocket is limiting our calls just now (429); try again shortly.",
      );
    }
    if (response.status >= 500) {
      throw new CourierError("unavailable", `Shiprocket did not answer (error ${response.status}).`);
    }
    if (!response.ok && response.status !== 401) {
      throw refused(providerMessage(json) ?? `Shiprocket answered ${response.status}.`);
    }
    return { status: response.status, json };
  }

  async function login(): Promise<string> {
    const answer = await exchange(
      "POST",
      "/v1/external/auth/login",
      { body: { email: settings.email, password: settings.password } },
      null,
    ).catch((error: unknown) => {
      if (error instanceof CourierError && error.kind === "refused") {
        settings.log?.warn({ event: "shiprocket.login_refused" }, "Shiprocket refused the API user's login");
        throw new CourierError(
          "login",
          `Shiprocket did not accept our API user's e-mail and password (${error.message}). Check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD: they are the API user's (Settings → API), not the panel login's.`,
        );
      }
      throw error;
    });
    const token = (answer.json as { token?: unknown } | null)?.token;
    if (answer.status === 401) {
      settings.log?.warn({ event: "shiprocket.login_refused" }, "Shiprocket refused the API user's login");
      throw new CourierError(
        "login",
        "Shiprocket did not accept our API user's e-mail and password. Check SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD.",
      );
    }
    if (typeof token !== "string" || token === "") {
      throw new CourierError("unavailable", "Shiprocket's login answer carried no token.");
    }
    return token;
  }

  const tokens: ShiprocketTokens = shiprocketTokens(login, settings.now);

  return {
    /** One authorised call; answers the parsed JSON body (null when empty). */
    async request(method: "GET" | "POST", path: string, call: Call = {}): Promise<unknown> {
      const token = await tokens.current();
      const first = await exchange(method, path, call, token);
      if (first.status !== 401) return first.json;
      settings.log?.warn(
        { event: "shiprocket.token_refused" },
        "Shiprocket refused our token; logging in again",
      );
      const second = await exchange(method, path, call, await tokens.renew(token));
      if (second.status !== 401) return second.json;
      throw new CourierError(
        "login",
        "Shiprocket refused our API user even after a fresh login. Check that the API user still exists in Shiprocket (Settings → API).",
      );
    },
  };
}

/**
 * A file Shiprocket links to (the label on S3): no token sent to that host, a time limit for the whole
 * download, and at most `maxBytes`, counted as it arrives since a stated length may be missing or wrong.
 */
export async function downloadPdf(url: string, timeoutMs: number, maxBytes: number): Promise<Buffer> {
  if (!/^https?:\/\//i.test(url)) throw refused("Shiprocket's label link is not a web address.");
  const tooLarge = () =>
    refused(`Shiprocket's label is larger than ${Math.round(maxBytes / 1024 / 1024)} MB.`);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new CourierError(
        "unavailable",
        `Shiprocket's label could not be downloaded (error ${response.status}).`,
      );
    }
    if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
      await response.body.cancel();
      throw tooLarge();
    }
    const reader = response.body.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(Buffer.from(part.value));
    }
  } catch (error) {
    throw error instanceof CourierError ? error : noAnswer(error, timeoutMs);
  }
  const pdf = Buffer.concat(chunks);
  if (pdf.subarray(0, 5).toString("latin1") !== "%PDF-") throw refused("Shiprocket's label is not a PDF.");
  return pdf;
}
