import {
  logoutResponse,
  requestOtpRequest,
  requestOtpResponse,
  verifyOtpRequest,
  verifyOtpResponse,
  verifyPhoneRequest,
} from "@contract/auth";
import { mobileNumberMessage } from "@contract/phone";
import { userProfile } from "@contract/profile";
import { attemptLimiterFor } from "@server/platform/attempt-limits";
import { requireUser, signedIn } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { logout, logoutEverywhere, requestOtp, verifyOtp, verifyPhone } from "./auth.service";

/** Passwordless sign-in (product §7 user/auth). Code limits live in Redis when the app has it. */
export const authRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const authDeps = { ...deps, limiter: attemptLimiterFor(deps.redis) };

    app.post(
      "/user/auth/request_otp/",
      {
        schema: { body: requestOtpRequest, response: { 200: requestOtpResponse } },
        config: { validationMessage: "Please enter a valid email address", personal: true },
      },
      (request) => requestOtp(authDeps, request.body.email, { ip: request.ip, log: request.log }),
    );

    app.post(
      "/user/auth/verify_otp/",
      {
        schema: { body: verifyOtpRequest, response: { 200: verifyOtpResponse } },
        config: { validationMessage: "Please enter the 6-digit code from your email", personal: true },
      },
      (request) =>
        verifyOtp(authDeps, request.body, {
          ip: request.ip,
          log: request.log,
          userAgent: request.headers["user-agent"],
        }),
    );

    app.post(
      "/user/auth/verify_phone/",
      {
        onRequest: signedIn,
        schema: { body: verifyPhoneRequest, response: { 200: userProfile } },
        config: { validationMessage: mobileNumberMessage },
      },
      (request) => verifyPhone(deps, requireUser(request), request.body),
    );

    app.post(
      "/user/auth/logout/",
      { onRequest: signedIn, schema: { response: { 200: logoutResponse } } },
      (request) => logout(deps, requireUser(request), { ip: request.ip, log: request.log }),
    );

    app.post(
      "/user/auth/logout_all/",
      { onRequest: signedIn, schema: { response: { 200: logoutResponse } } },
      (request) => logoutEverywhere(deps, requireUser(request), { ip: request.ip, log: request.log }),
    );
  };
