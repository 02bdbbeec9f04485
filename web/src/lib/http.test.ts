import { jsonResponse } from "@web/test/render";
import { describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, errorMessageOf, messageForError } from "./http";

async function failureFor(body: unknown, status = 400): Promise<ApiError> {
  vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse(body, status)));
  const error = await apiRequest("/x/").catch((e: unknown) => e);
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
    const error = await apiRequest("/x/").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, message: "An error occurred" });
  });

  it("shows the fallback for errors that did not come from the API", () => {
    expect(messageForError(new TypeError("boom"))).toBe("An error occurred");
  });
});

describe("http client requests", () => {
  it("sends the stored token as a bearer credential, with cookies, under /api", async () => {
    localStorage.setItem("token", "abc123");
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse({ ok: true }));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("/setting/contact/", { method: "POST", body: { message: "Hi" } });

    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    const headers = new Headers(init.headers);
    expect(url).toBe("/api/setting/contact/");
    expect(init.credentials).toBe("include");
    expect(headers.get("Authorization")).toBe("Bearer abc123");
    expect(headers.get("Content-Type")).toBe("application/json");
    expect(init.body).toBe(JSON.stringify({ message: "Hi" }));
  });

  it("answers the JSON body as it came", async () => {
    vi.stubGlobal("fetch", vi.fn().mockResolvedValue(jsonResponse({ results: [{ id: 7 }] })));
    await expect(apiRequest<{ results: { id: number }[] }>("/products/categories/")).resolves.toEqual({
      results: [{ id: 7 }],
    });
  });

  it("sends no Authorization header when signed out", async () => {
    const fetchMock = vi.fn().mockResolvedValue(jsonResponse([]));
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("/products/categories/");
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(new Headers(init.headers).has("Authorization")).toBe(false);
  });
});
