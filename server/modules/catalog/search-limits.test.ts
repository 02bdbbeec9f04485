import { renderToken, renderTokenHeader } from "@server/platform/render-token";
import { createTestApp, type TestApp } from "@server/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { SEARCH_REQUESTS_PER_MINUTE: "3" } });
});
afterAll(() => t.close());

describe("search limits (SEARCH_REQUESTS_PER_MINUTE)", () => {
  it("answers 429 past the limit per client, search and suggestions each", async () => {
    for (const url of ["/api/products/search/?q=kaju", "/api/products/search/suggestions/?q=kaju"]) {
      const codes = [];
      for (let i = 0; i < 4; i += 1)
        codes.push((await t.app.inject({ url, remoteAddress: "203.0.113.7" })).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const other = await t.app.inject({ url, remoteAddress: "203.0.113.8" });
      expect(other.statusCode).toBe(200);
    }
  });

  it("does not count the server's own page renders, but a guessed token is a client like any other", async () => {
    const url = "/api/products/search/?q=barfi";
    const rendered = [];
    for (let i = 0; i < 5; i += 1) {
      rendered.push((await t.app.inject({ url, headers: { [renderTokenHeader]: renderToken } })).statusCode);
    }
    expect(rendered).toEqual([200, 200, 200, 200, 200]);
    const guessed = [];
    for (let i = 0; i < 4; i += 1) {
      guessed.push(
        (await t.app.inject({ url, remoteAddress: "203.0.113.9", headers: { [renderTokenHeader]: "guess" } }))
          .statusCode,
      );
    }
    expect(guessed).toEqual([200, 200, 200, 429]);
  });
});
