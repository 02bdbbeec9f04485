// The ceiling: a bare Node http server answering recorded responses from memory, nothing else.
// Usage: node bench/ceiling-server.mjs <routes.json> [--body-only] — prints "listening <port>".
// By default it replays the app's headers too, so it sends the very bytes the app sends; with
// --body-only it sends the body with just a content type.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

const bodyOnly = process.argv.includes("--body-only");
const routes = new Map(
  Object.entries(JSON.parse(readFileSync(process.argv[2], "utf8"))).map(([path, route]) => {
    const body = Buffer.from(route.body, "base64");
    const type =
      route.headers.find(([name]) => name.toLowerCase() === "content-type")?.[1] ?? "application/json";
    const headers = bodyOnly ? [["content-type", type]] : route.headers;
    return [path, { body, headers: [...headers, ["content-length", String(body.length)]] }];
  }),
);

const server = createServer((request, response) => {
  const route = routes.get(request.url ?? "");
  if (!route) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, route.headers.flat());
  response.end(route.body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => console.log(`listening ${server.address().port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
