import {
  wishlistCount as countSchema,
  toggleWishlistInput,
  toggleWishlistResponse,
  wishlist,
} from "@contract/wishlist";
import { requireUser, signedIn } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getWishlist, toggleWishlist, wishlistCount } from "./wishlist.service";

/** The signed-in customer's wishlist (product §7). */
export const wishlistRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);

    app.get("/user/wishlist/", { schema: { response: { 200: wishlist } } }, (request) =>
      getWishlist(deps, requireUser(request)),
    );

    app.get("/user/wishlist/count/", { schema: { response: { 200: countSchema } } }, (request) =>
      wishlistCount(deps, requireUser(request)),
    );

    app.post(
      "/user/wishlist/toggle_item/",
      { schema: { body: toggleWishlistInput, response: { 200: toggleWishlistResponse } } },
      (request) => toggleWishlist(deps, requireUser(request), request.body.product_id),
    );
  };
