import type { FastifyInstance, RouteOptions } from "fastify";

export type RouteEntry = Pick<RouteOptions, "url" | "schema" | "config"> & { method: string };

declare module "fastify" {
  interface FastifyInstance {
    /** Every route the app registered, in order: what the route-table tests walk. */
    routeTable: RouteEntry[];
  }
}

/** Must run before any route is added; routes added later by any module are recorded too. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate("routeTable", table);
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD routes are Fastify's copies of GET routes: walking the GET covers them.
    for (const method of methods) {
      if (method !== "HEAD")
        table.push({ method, url: route.url, schema: route.schema, config: route.config });
    }
  });
}
