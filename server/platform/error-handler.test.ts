import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerErrorHandling } from "./error-handler";
import { AppError } from "./errors";

describe("registerErrorHandling", () => {
  it("hides an unexpected error behind a generic 500 that carries the request id, and logs the details", async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: "error", stream: { write: (line: string) => void logged.push(line) } },
      genReqId: () => "req-123",
    });
    registerErrorHandling(app);
    app.get("/boom", async () => {
      throw new Error("database password is hunter2");
    });
    const res = await app.inject({ url: "/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Something went wrong on our side. Please try again.", request_id: "req-123" });
    expect(res.body).not.toContain("hunter2");
    expect(logged.join("")).toContain("hunter2");
    await app.close();
  });

  it("answers an AppError with its status, message and field errors", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get("/taken", async () => {
      throw new AppError("conflict", "That address is already in use", { email: ["Already registered"] });
    });
    const res = await app.inject({ url: "/taken" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: "That address is already in use", errors: { email: ["Already registered"] } });
    await app.close();
  });
});
