import type { Database } from "@server/db/connect";
import { logSerializers } from "@server/platform/database-errors";
import { registerErrorHandling } from "@server/platform/error-handler";
import { freshDatabase } from "@server/testing/test-database";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyBaseLogger } from "fastify";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const lines: string[] = [];
let database: Database;
const logger: FastifyBaseLogger = pino(
  { level: "info", serializers: logSerializers },
  { write: (line: string) => void lines.push(line) },
);
const app = Fastify({ loggerInstance: logger });

beforeAll(async () => {
  database = await freshDatabase();
  registerErrorHandling(app);
  // Stand-ins for a route whose schema let a value through that the database then refuses.
  app.get("/nul", () => database.db.execute(sql`select ${"Asha Rao, 9876543210\u0000"}::text`));
  app.get("/huge", () => database.db.execute(sql`select ${"31415926535"}::int`));
  app.get("/not-a-number", () => database.db.execute(sql`select ${"MG Road 12"}::int`));
  app.get("/broken", () =>
    database.db.execute(sql`select * from no_such_table where name = ${"Priya Sharma"}`),
  );
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database?.close();
});

describe("database errors", () => {
  it.each(["/nul", "/huge", "/not-a-number"])(
    "answer 400 for input the database cannot take (%s)",
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: "Some of what was sent cannot be used. Please check it and try again.",
      });
    },
  );

  it("stay 500 when the fault is ours, and the log never holds the query's parameters", async () => {
    const res = await app.inject({ url: "/broken" });
    expect(res.statusCode).toBe(500);
    const log = lines.join("\n");
    expect(log).toContain("no_such_table");
    expect(log).toMatch(/"code":"42P01"/);
    expect(log).toMatch(/"code":"22021"/);
    for (const secret of ["Asha", "9876543210", "31415926535", "MG Road", "Priya", "params"]) {
      expect(log).not.toContain(secret);
    }
  });
});
