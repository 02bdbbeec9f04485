import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { ShiprocketConfig } from "@server/config";
import type { CourierProvider } from "@server/platform/couriers/courier-provider";
import { shiprocketCouriers } from "@server/platform/couriers/shiprocket";
import {
  awbAssigned,
  courierFor,
  created,
  labelPdf,
  orderListing,
  orderShown,
  pickupLocations,
  pickupScheduled,
  type ShiprocketDoubleOrder,
  serviceability,
} from "./shiprocket-double-answers";
import { createErrors, fieldTitle } from "./shiprocket-double-rules";
import { shiprocketWebhookBody, type WebhookOptions } from "./shiprocket-double-webhook";

export type { ShiprocketDoubleOrder } from "./shiprocket-double-answers";
export type { WebhookScan } from "./shiprocket-double-webhook";

type Json = Record<string, unknown>;
type Route = (
  request: { body: Json | null; url: URL; path: string },
  res: ServerResponse,
) => void | Promise<void>;
type Failure = { pathPart: string; status: number | "hang"; times: number };
type Hang = { pathPart: string; times: number };

const loginPath = "POST /v1/external/auth/login";
const failureBodies: Record<number, unknown> = {
  401: { message: "Unauthenticated." },
  429: { message: "Too Many Attempts.", status_code: 429 },
};

async function readJson(req: IncomingMessage): Promise<Json | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Json) : null;
  } catch {
    return null;
  }
}

/** `shipment_id: [id]`, the one id these calls take (one per call, per the docs). */
function oneShipmentId(body: Json | null): string | null {
  const ids = body?.shipment_id;
  return Array.isArray(ids) && ids.length === 1 ? String(ids[0]) : null;
}

/** The next matching entry, used up after its `times`. */
function takeFrom<T extends { pathPart: string; times: number }>(list: T[], line: string): T | undefined {
  const found = list.find((candidate) => line.includes(candidate.pathPart));
  if (found) {
    found.times -= 1;
    if (found.times <= 0) list.splice(list.indexOf(found), 1);
  }
  return found;
}

/**
 * A loopback HTTP double of Shiprocket's API (decision 27), written from its Postman collection's
 * examples: field names, nesting, the 200-with-failure bodies and the error envelopes. It holds orders in
 * memory, checks Bearer tokens, and can be made to fail, hang, or do the work and then hang, so the real
 * client is tested over real HTTP. `now` is the double's clock (etd, pickup dates, webhook times); `port`
 * a fixed one (the browser tests' second web server), else any free one.
 */
export async function startShiprocketDouble(options: { now?: () => Date; port?: number } = {}) {
  const now = options.now ?? (() => new Date());
  const orders: ShiprocketDoubleOrder[] = [];
  const requests: string[] = [];
  const tokens = new Set<string>();
  const failures: Failure[] = [];
  const hangs: Hang[] = [];
  const manifested = new Set<string>();
  /** Answers that never leave (doThenHang): the work is done, the caller waits for nothing. */
  const silenced = new WeakSet<ServerResponse>();
  let logins = 0;
  let walletIsLow = false;
  let labelsTooLarge = false;
  let nextOrderId = 700_000_001;
  let nextShipmentId = 500_000_001;
  let nextAwb = 190_414_247_001;

  const send = (res: ServerResponse, status: number, body?: unknown) => {
    if (silenced.has(res)) return;
    res.writeHead(status, body === undefined ? {} : { "content-type": "application/json" });
    res.end(body === undefined ? undefined : JSON.stringify(body));
  };
  const refuse = (res: ServerResponse, status: number, message: string, extra: Json = {}) =>
    send(res, status, { message, ...extra, status_code: status });
  const invalid = (res: ServerResponse, message: string, errors: Record<string, string[]>) =>
    send(res, 422, { message, errors, status_code: 422 });
  const byShipment = (id: unknown) => orders.find((order) => order.shipmentId === String(id));

  const routes: Record<string, Route> = {
    [loginPath]: ({ body }, res) => {
      logins += 1;
      if (body?.email !== config.email || body?.password !== config.password) {
        return refuse(res, 403, "Invalid email and password combination");
      }
      const token = `double.${randomBytes(24).toString("base64url")}`;
      tokens.add(token);
      const user = { company_id: 25149, email: config.email, first_name: "API", id: 1441, last_name: "User" };
      send(res, 200, { ...user, created_at: "2024-01-02 10:00:00", token });
    },
    "GET /v1/external/settings/company/pickup": (_request, res) =>
      send(res, 200, pickupLocations(config.pickupLocation)),
    "GET /v1/external/courier/serviceability": ({ url }, res) => {
      const query = url.searchParams;
      const missing = ["pickup_postcode", "delivery_postcode", "weight", "cod"].filter(
        (field) => !query.get(field),
      );
      if (missing.length > 0) {
        const errors = Object.fromEntries(
          missing.map((field) => [field, [`The ${fieldTitle(field)} field is required.`]]),
        );
        return invalid(res, "Required field missing", errors);
      }
      send(
        res,
        200,
        serviceability(query.get("delivery_postcode") ?? "", Number(query.get("weight")), now()),
      );
    },
    "POST /v1/external/orders/create/adhoc": ({ body }, res) => {
      if (!body)
        return invalid(res, "Oops! Invalid Data.", { order_id: ["The order id field is required."] });
      const errors = createErrors(body);
      if (Object.keys(errors).length > 0) return invalid(res, "Oops! Invalid Data.", errors);
      if (body.pickup_location !== config.pickupLocation) {
        return refuse(res, 422, "Wrong Pickup location entered. Please choose one location from data given");
      }
      const channelOrderId = String(body.order_id);
      const earlier = orders.find((order) => order.channelOrderId === channelOrderId);
      if (earlier?.status === "CANCELED") {
        return invalid(res, "Oops! Invalid Data.", {
          order_id: ["An order with this order id was cancelled. Please consider changing the order_id."],
        });
      }
      if (earlier) return invalid(res, "Oops! Invalid Data.", { order_id: ["Order id already exists."] });
      const order: ShiprocketDoubleOrder = {
        id: String(nextOrderId++),
        channelOrderId,
        shipmentId: String(nextShipmentId++),
        awb: null,
        courierId: null,
        courierName: null,
        status: "NEW",
        pickupRequested: false,
        body,
      };
      orders.push(order);
      send(res, 200, created(order));
    },
    "GET /v1/external/orders": ({ url }, res) => {
      const search = (url.searchParams.get("search") ?? "").trim().toLowerCase();
      // Shiprocket's search is not exact (how loose is Unconfirmed): a contains match here, so the client
      // must keep only its own channel order id.
      const found = orders.filter(
        (order) => !search || order.channelOrderId.toLowerCase().includes(search) || order.awb === search,
      );
      const pagination = {
        total: found.length,
        count: found.length,
        per_page: 15,
        current_page: 1,
        total_pages: 1,
      };
      send(res, 200, { data: found.map(orderListing), meta: { pagination } });
    },
    "GET /v1/external/orders/show": ({ path }, res) => {
      const order = orders.find((candidate) => candidate.id === path.split("/").pop());
      return order ? send(res, 200, orderShown(order)) : refuse(res, 400, "Order ID not found");
    },
    "POST /v1/external/courier/assign/awb": ({ body }, res) => {
      if (!body?.shipment_id) {
        return invalid(res, "Required field missing", {
          shipment_id: ["The shipment id field is required."],
        });
      }
      const order = byShipment(body.shipment_id);
      if (!order || order.status === "CANCELED") return refuse(res, 400, "Invalid shipment id");
      if (order.awb) return refuse(res, 400, "Oops! Cannot reassign courier for this shipment.");
      const asked = body.courier_id === undefined || body.courier_id === "" ? null : Number(body.courier_id);
      const courier = courierFor(String(order.body.billing_pincode), asked);
      if (walletIsLow || !courier) {
        const error = walletIsLow
          ? "Your wallet balance is insufficient to ship this order. Please recharge your wallet."
          : "Selected courier is not serviceable for this pincode.";
        return send(res, 200, { awb_assign_status: 0, response: { data: { awb_assign_error: error } } });
      }
      Object.assign(order, {
        awb: String(nextAwb++),
        courierId: courier.id,
        courierName: courier.name,
        status: "READY TO SHIP",
      });
      send(res, 200, awbAssigned(order, now()));
    },
    "POST /v1/external/courier/generate/pickup": ({ body }, res) => {
      const order = byShipment(oneShipmentId(body));
      if (!order || order.status === "CANCELED") return refuse(res, 400, "Invalid shipment id");
      if (!order.awb) return refuse(res, 400, "Please assign the AWB before requesting a pickup.");
      if (order.pickupRequested) return refuse(res, 400, "Already in Pickup Queue.");
      Object.assign(order, { pickupRequested: true, status: "PICKUP SCHEDULED" });
      send(res, 200, pickupScheduled(order, now()));
    },
    "POST /v1/external/manifests/generate": ({ body }, res) => {
      const order = byShipment(oneShipmentId(body));
      if (!order?.awb || !order.pickupRequested) return send(res, 200, { status: 1, manifest_url: "" });
      if (manifested.has(order.shipmentId)) {
        const message =
          "Manifest already generated for some shipment_ids, Please try again after removin them";
        return refuse(res, 400, message, { already_manifested_shipment_ids: [Number(order.shipmentId)] });
      }
      manifested.add(order.shipmentId);
      send(res, 200, { status: 1, manifest_url: `${baseUrl}/manifests/MANIFEST-${order.shipmentId}.pdf` });
    },
    "POST /v1/external/courier/generate/label": ({ body }, res) => {
      if (!Array.isArray(body?.shipment_id)) {
        return invalid(res, "Oops! Invalid Data.", { shipment_id: ["The shipment id must be an array."] });
      }
      const order = byShipment(oneShipmentId(body));
      if (!order?.awb || order.status === "CANCELED") {
        return send(res, 200, {
          label_created: 0,
          not_created: [],
          response: "No valid shipment ids to print label",
        });
      }
      send(res, 200, {
        label_created: 1,
        label_url: `${baseUrl}/labels/shipping-label-${order.shipmentId}-${order.awb}.pdf`,
        response: "Label has been created and uploaded successfully!",
        not_created: [],
      });
    },
    "POST /v1/external/orders/cancel": ({ body }, res) => {
      const ids = body?.ids;
      if (!Array.isArray(ids) || ids.length === 0) {
        return invalid(res, "Required field missing", { ids: ["The ids field is required."] });
      }
      const found = ids.map((id) => orders.find((order) => order.id === String(id)));
      if (found.some((order) => !order)) return refuse(res, 500, "Trying to get property of non-object");
      for (const order of found) if (order) order.status = "CANCELED";
      send(res, 204);
    },
  };

  /** The files Shiprocket links to (its S3 bucket): no token asked for. */
  async function serveFile(path: string, res: ServerResponse) {
    if (silenced.has(res)) return;
    const match = /^\/labels\/shipping-label-(\d+)-(\d+)\.pdf$/.exec(path);
    const order = match ? byShipment(match[1]) : undefined;
    if (path.startsWith("/manifests/")) {
      res.writeHead(200, { "content-type": "application/pdf" });
      res.end("%PDF-1.4\n%%EOF\n");
    } else if (!order || order.awb !== match?.[2]) {
      res.writeHead(403, { "content-type": "application/xml" });
      res.end("<Error><Code>AccessDenied</Code></Error>");
    } else if (labelsTooLarge) {
      // Streamed with no length, so only counting the bytes as they come can stop it.
      res.writeHead(200, { "content-type": "application/pdf" });
      res.write("%PDF-1.4\n");
      const block = Buffer.alloc(256 * 1024, 0x20);
      for (let sent = 0; sent < 6 * 1024 * 1024 && !res.destroyed; sent += block.length) {
        if (!res.write(block)) {
          await new Promise((resolve) => {
            res.once("drain", resolve);
            res.once("close", resolve);
          });
        }
      }
      res.end();
    } else {
      const pdf = await labelPdf(order);
      res.writeHead(200, { "content-type": "application/pdf", "content-length": pdf.length });
      res.end(pdf);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", "http://double");
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, "") : url.pathname;
    const line = `${req.method} ${path}`;
    requests.push(line);
    const failure = takeFrom(failures, line);
    if (failure?.status === "hang") return;
    if (failure) {
      const fallback = {
        message: `The double failed on purpose (${failure.status})`,
        status_code: failure.status,
      };
      return send(res, failure.status, failureBodies[failure.status] ?? fallback);
    }
    if (takeFrom(hangs, line)) silenced.add(res);
    if (req.method === "GET" && /^\/(labels|manifests)\//.test(path)) return serveFile(path, res);
    const route = routes[line] ?? routes[line.replace(/\/\d+$/, "")];
    if (!route) return refuse(res, 404, "404 Not Found");
    if (line !== loginPath) {
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
      if (!bearer || !tokens.has(bearer)) return send(res, 401, { message: "Unauthenticated." });
    }
    await route({ body: req.method === "POST" ? await readJson(req) : null, url, path }, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, 500, { message: String(error), status_code: 500 });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config: ShiprocketConfig = {
    email: "api-user@mithaas.test",
    password: "double-api-password",
    pickupLocation: "Primary",
    webhookToken: "double-webhook-token-4f9c2a7e",
    apiBase: baseUrl,
    parcel: { weightGrams: 500, lengthCm: 20, breadthCm: 15, heightCm: 10 },
  };

  return {
    url: baseUrl,
    config,
    /** The SHIPROCKET_* variables for the same settings, e.g. for `createTestApp({ env })`. */
    env: {
      SHIPROCKET_EMAIL: config.email,
      SHIPROCKET_PASSWORD: config.password,
      SHIPROCKET_PICKUP_LOCATION: config.pickupLocation,
      SHIPROCKET_WEBHOOK_TOKEN: config.webhookToken,
      SHIPROCKET_API_BASE: baseUrl,
      SHIPROCKET_PARCEL_WEIGHT_GRAMS: "500",
      SHIPROCKET_PARCEL_CM: "20x15x10",
    } as Record<string, string>,
    /** A Shiprocket client pointed at this double; a short timeout (500 ms) so hangs end quickly. */
    couriers(clientOptions: { timeoutMs?: number; now?: () => Date } = {}): CourierProvider {
      return shiprocketCouriers(config, {
        timeoutMs: clientOptions.timeoutMs ?? 500,
        now: clientOptions.now,
      });
    },
    /** Every order created, oldest first (the live list: reset() empties it in place). */
    orders,
    /** "METHOD /path" of every request received (no query, no trailing slash), oldest first. */
    requests,
    /** Login attempts, refused ones included. */
    get logins() {
      return logins;
    },
    /**
     * Every token issued so far answers 401 {"message":"Unauthenticated."}; new logins work. The client
     * logs in at most once a minute, so move its clock (`couriers({ now })`) past that before the next call.
     */
    expireTokens() {
      tokens.clear();
    },
    /** The next `times` requests whose "METHOD /path" contains `pathPart` answer `status`, or never. */
    fail(pathPart: string, status: number | "hang", times = 1) {
      failures.push({ pathPart, status, times });
    },
    /** The next `times` matching requests are carried out, then never answered. */
    doThenHang(pathPart: string, times = 1) {
      hangs.push({ pathPart, times });
    },
    /** Assigning an AWB answers 200 with awb_assign_status 0 and the wallet's awb_assign_error. */
    walletLow(on: boolean) {
      walletIsLow = on;
    },
    /** Label files become a 6 MB stream of no stated length (the client's bound is 5 MB). */
    largeLabels(on: boolean) {
      labelsTooLarge = on;
    },
    /** Forgets orders, requests, logins, failures and modes; tokens already issued stay valid. */
    reset() {
      orders.length = 0;
      requests.length = 0;
      failures.length = 0;
      hangs.length = 0;
      manifested.clear();
      logins = 0;
      walletIsLow = false;
      labelsTooLarge = false;
    },
    /** The body Shiprocket would post for this AWB (the double's own order's ids when it holds one). */
    webhookBody(awb: string, shipmentStatusId: number, webhookOptions: WebhookOptions = {}): Json {
      const order = orders.find((candidate) => candidate.awb === awb);
      return shiprocketWebhookBody(order, awb, shipmentStatusId, {
        ...webhookOptions,
        at: webhookOptions.at ?? now(),
      });
    },
    webhookHeaders(token?: string): Record<string, string> {
      return { "x-api-key": token ?? config.webhookToken, "content-type": "application/json" };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ShiprocketDouble = Awaited<ReturnType<typeof startShiprocketDouble>>;
