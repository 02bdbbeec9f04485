import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isInvalidInput } from "./database-errors";
import { AppError, CodedRefusal, statusOfKind } from "./errors";
import { isServiceUnavailable } from "./unavailable-services";

/** What a shopper reads when the database, Redis or storage did not answer: nothing they did was wrong. */
export const unavailableMessage = "We cannot reach part of our shop right now. Please try again in a minute.";
/** Seconds a client (or a load balancer) should wait before trying again. */
const retryAfterSeconds = 30;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The `message` of this route's 400 for invalid input, instead of naming the first bad field. */
    validationMessage?: string;
  }
}

type Issue = {
  instancePath?: string;
  params?: { issue?: { path?: PropertyKey[]; message?: string } };
  message?: string;
};

/** Zod issues carry a path like ["address", "pincode"]; the client keys field errors by "address.pincode". */
function fieldsOf(issues: Issue[]): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of issues) {
    const path =
      issue.params?.issue?.path?.map(String).join(".") ||
      issue.instancePath?.replace(/^\//, "").replaceAll("/", ".") ||
      "body";
    const message = issue.params?.issue?.message ?? issue.message ?? "Invalid value";
    fields[path] = [...(fields[path] ?? []), message];
  }
  return fields;
}

/**
 * One error model: AppError and validation failures answer `{message, errors?}` with their status (a
 * CodedRefusal `{error, code, message}`); a service that did not answer (database, Redis, storage) 503
 * with Retry-After; anything else unexpected 500 with a generic message. The details of both go only to
 * the log.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof CodedRefusal) {
      if (error.headers) reply.headers(error.headers);
      return reply
        .status(error.status)
        .send({ error: error.message, code: error.code, message: error.message });
    }
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({ message: error.message, errors: error.fields });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = fieldsOf(error.validation as Issue[]);
      const first = Object.entries(errors)[0];
      const routeMessage = request.routeOptions.config.validationMessage;
      if (routeMessage) return reply.status(400).send({ message: routeMessage, errors });
      const message = first ? `${first[0]}: ${first[1][0]}` : "The request is not valid";
      return reply.status(400).send({ message: `Please check your input — ${message}`, errors });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.status(400).send({ message: "The request body is not valid JSON" });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply
        .status(statusOfKind.unsupported_media)
        .send({ message: "This content type is not supported here" });
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(statusOfKind.too_large).send({ message: "The request is too large" });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ message: error.message || "Too many requests. Please try again shortly." });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ message: error.message });
    }
    if (isInvalidInput(error)) {
      request.log.warn({ err: error }, "input the database could not take");
      return reply
        .status(400)
        .send({ message: "Some of what was sent cannot be used. Please check it and try again." });
    }
    if (isServiceUnavailable(error)) {
      request.log.error(
        { err: error, event: "service.unavailable" },
        "a service the shop needs did not answer",
      );
      return reply
        .status(503)
        .header("retry-after", String(retryAfterSeconds))
        .send({ message: unavailableMessage, request_id: request.id });
    }
    request.log.error({ err: error }, "unhandled error");
    return reply
      .status(500)
      .send({ message: "Something went wrong on our side. Please try again.", request_id: request.id });
  });
}
