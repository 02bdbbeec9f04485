import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

describe("error answers", () => {
  it("answers an unknown /api path with JSON 404", async () => {
    const res = await t.app.inject({ url: "/api/no/such/thing/" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: "Not found: GET /api/no/such/thing/" });
  });

  it("answers malformed JSON with 400 and a message a person understands", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/setting/contact/",
      headers: { "content-type": "application/json" },
      payload: '{"message": "hi"',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: "The request body is not valid JSON" });
  });

  it("answers fields of the wrong type with 400 and errors by field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/setting/contact/",
      payload: { message: 42 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty("message");
    expect(res.json().message).toMatch(/^Please check your input/);
  });

  it("sends security headers with a content security policy", async () => {
    const res = await t.app.inject({ url: "/api/blog/blogs/" });
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-request-id"]).toBeTruthy();
  });
});
