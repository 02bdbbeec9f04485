import Fastify from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { registerErrorHandling } from "./error-handler";
import { AppError, CodedRefusal } from "./errors";

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
    expect(res.json()).toEqual({
      message: "Something went wrong on our side. Please try again.",
      request_id: "req-123",
    });
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
    expect(res.json()).toEqual({
      message: "That address is already in use",
      errors: { email: ["Already registered"] },
    });
    await app.close();
  });

  it("answers a CodedRefusal with its kind's status, `{error, code, message}` and its headers", async () => {
    const app = Fastify();
    registerErrorHandling(app);
    app.get("/guessing", async () => {
      throw new CodedRefusal("rate_limited", "too_many_attempts", "Too many coupon attempts.", {
        "retry-after": "60",
      });
    });
    const res = await app.inject({ url: "/guessing" });
    expect(res.statusCode).toBe(429);
    expect(res.headers["retry-after"]).toBe("60");
    expect(res.json()).toEqual({
      error: "Too many coupon attempts.",
      code: "too_many_attempts",
      message: "Too many coupon attempts.",
    });
    await app.close();
  });

  it("answers invalid input with the route's own validation message when it names one", async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    const body = z.object({ first_name: z.string().min(1, "First name is required") });
    app.post(
      "/named",
      { schema: { body }, config: { validationMessage: "Please fix the errors and try again" } },
      () => ({}),
    );
    app.post("/plain", { schema: { body } }, () => ({}));
    const named = await app.inject({ method: "POST", url: "/named", payload: { first_name: "" } });
    expect(named.statusCode).toBe(400);
    expect(named.json()).toEqual({
      message: "Please fix the errors and try again",
      errors: { first_name: ["First name is required"] },
    });
    const plain = await app.inject({ method: "POST", url: "/plain", payload: { first_name: "" } });
    expect(plain.json().message).toBe("Please check your input — first_name: First name is required");
    await app.close();
  });
});
