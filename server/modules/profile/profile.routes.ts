import { profileErrorMessage } from "@contract/account-rules";
import { profileUpdateRequest, userProfile } from "@contract/profile";
import { requireUser, signedIn } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getProfile, updateProfile } from "./profile.service";

/**
 * GET /user/profile/ answers the profile object (product §7 also describes "a list whose first element is
 * used"; one object serves both readings, and the client reads the object).
 */
export const profileRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);

    app.get("/user/profile/", { schema: { response: { 200: userProfile } } }, (request) =>
      getProfile(requireUser(request)),
    );

    app.post(
      "/user/profile/update_profile/",
      {
        schema: { body: profileUpdateRequest, response: { 200: userProfile } },
        config: { validationMessage: profileErrorMessage },
      },
      (request) => updateProfile(deps, requireUser(request), request.body),
    );
  };
