import {
  addItemInput,
  buyAgainRequest,
  buyAgainResult,
  cart,
  cartChange,
  countResponse,
  removeItemInput,
  updateQuantityInput,
} from "@contract/cart";
import { requireUser, signedIn } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { buyAgain } from "./buy-again.service";
import { addItem, cartCount, loadCart, removeItem, updateQuantity } from "./cart.service";

/**
 * The signed-in customer's cart (product §7); another customer's line answers 404. Answers to personalised
 * products are saved through the customize module's routes. Buy again (decision 27) puts a past order's
 * items back; another customer's order answers 404.
 */
export const cartRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);

    app.get("/user/cart/", { schema: { response: { 200: cart } } }, (request) =>
      loadCart(deps, requireUser(request).id),
    );

    app.get("/user/cart/count/", { schema: { response: { 200: countResponse } } }, (request) =>
      cartCount(deps, requireUser(request)),
    );

    app.post(
      "/user/cart/add_item/",
      { schema: { body: addItemInput, response: { 200: cartChange } } },
      (request) => addItem(deps, requireUser(request), request.body),
    );

    app.post(
      "/user/cart/update_quantity/",
      { schema: { body: updateQuantityInput, response: { 200: cart } } },
      (request) => updateQuantity(deps, requireUser(request), request.body),
    );

    app.post(
      "/user/cart/remove_item/",
      { schema: { body: removeItemInput, response: { 200: cartChange } } },
      (request) => removeItem(deps, requireUser(request), request.body.item_id, request.log),
    );

    app.post(
      "/user/cart/buy_again/",
      { schema: { body: buyAgainRequest, response: { 200: buyAgainResult } } },
      (request) => buyAgain(deps, requireUser(request), request.body.order_id),
    );
  };
