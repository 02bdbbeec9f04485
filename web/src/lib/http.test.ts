import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { jsonResponse } from "../test/render";
import { ApiError, apiRequest, errorMessageOf, WireShapeError } from "./http";

const anything = z.unknown();

async function failureFor(body: unknown, status = 400): Promise<ApiError> {
  vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(body, status)));
  const error = await apiRequest("/x/", anything).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("http client errors", () => {
  it("prefers message, then detail, then error, then the fallback", async () => {
    expect((await failureFor({ message: "M", detail: "D", error: "E" })).message).toBe("M");
    expect((await failureFor({ detail: "D", error: "E" })).message).toBe("D");
    expect((await failureFor({ error: "E" })).message).toBe("E");
    expect((await failureFor({ something: "else" })).message).toBe("An error occurred");
    expect(errorMessageOf("<html>Bad gateway</html>")).toBe("An error occurred");
  });

  it("keeps the status, the body and the field errors", async () => {
    const body = { message: "Check the form", errors: { email: ["Enter a valid email address"] } };
    const error = await failureFor(body, 422);
    expect(error.status).toBe(422);
    expect(error.body).toEqual(body);
    expect(error.fieldErrors).toEqual({ email: ["Enter a valid email address"] });
  });

  it("turns a network failure into an ApiError with status 0", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const error = await apiRequest("/x/", anything).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: "An error occurred" });
  });

  it("fails loudly when the answer does not match the contract", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse({ id: "seven" })));
    const error = await apiRequest("/x/", z.object({ id: z.number() })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WireShapeError);
    expect(error).toMatchObject({
      message: "An error occurred",
      cause: "Response of /x/ does not match the contract",
    });
  });
});

describe("http client requests", () => {
  it("sends the stored token as a bearer credential, with cookies, under /api", async () => {
    localStorage.setItem("token", "abc123");
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("/setting/contact/", anything, { method: "POST", body: { message: "Hi" } });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe("/api/setting/contact/");
    expect(init.credentials).toBe("include");
    expect(headers.get("Authorization")).toBe("Bearer abc123");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ message: "Hi" }));
  });

  it("sends no Authorization header when signed out", async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse([]));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("/products/categories/", anything);
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).has("Authorization")).toBe(false);
  });
});
