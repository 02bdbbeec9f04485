import { addressMessages } from "@contract/account-rules";
import { address, addressDeletedResponse, addressInput, addressList } from "@contract/address";
import { idParams } from "@contract/ids";
import { requireUser, signedIn } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  createAddress,
  getAddress,
  listCustomerAddresses,
  removeAddress,
  replaceAddress,
  setDefaultAddress,
} from "./address.service";

const params = idParams;

/** The signed-in customer's delivery addresses (product §7); another customer's id answers 404. */
export const addressRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook("onRequest", signedIn);
    const invalidMessage = { validationMessage: addressMessages.invalid };

    app.get("/user/addresses/", { schema: { response: { 200: addressList } } }, (request) =>
      listCustomerAddresses(deps, requireUser(request)),
    );

    app.post(
      "/user/addresses/",
      { schema: { body: addressInput, response: { 201: address } }, config: invalidMessage },
      async (request, reply) =>
        reply.status(201).send(await createAddress(deps, requireUser(request), request.body)),
    );

    app.get("/user/addresses/:id/", { schema: { params, response: { 200: address } } }, (request) =>
      getAddress(deps, requireUser(request), request.params.id),
    );

    app.put(
      "/user/addresses/:id/",
      { schema: { params, body: addressInput, response: { 200: address } }, config: invalidMessage },
      (request) => replaceAddress(deps, requireUser(request), request.params.id, request.body),
    );

    app.delete(
      "/user/addresses/:id/",
      { schema: { params, response: { 200: addressDeletedResponse } } },
      (request) => removeAddress(deps, requireUser(request), request.params.id),
    );

    app.post(
      "/user/addresses/:id/set_default/",
      { schema: { params, response: { 200: addressList } } },
      (request) => setDefaultAddress(deps, requireUser(request), request.params.id),
    );
  };
