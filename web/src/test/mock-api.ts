import { vi } from "vitest";
import { jsonResponse } from "./render";

export type ApiCall = { method: string; url: string; body: unknown; headers: Headers };
type Answer = Response | Promise<Response> | ((call: ApiCall) => Response | Promise<Response>);

/**
 * Stubs fetch with answers keyed "METHOD /api/path/"; anything else answers 404. Each answer is a
 * Response, a promise of one, or a function of the call. Returns the calls made, in order.
 */
export function mockApi(answers: Record<string, Answer>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const call: ApiCall = {
        method,
        url,
        body: typeof init.body === "string" ? JSON.parse(init.body) : init.body,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const answer = answers[`${method} ${url}`];
      if (answer === undefined) return jsonResponse({ message: "Not found" }, 404);
      const response = await (typeof answer === "function" ? answer(call) : answer);
      // A Response body reads once; hand out a copy so an answer can serve several calls.
      return response.clone();
    }),
  );
  return calls;
}

/** A promise the test settles when it wants, to look at a screen while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
