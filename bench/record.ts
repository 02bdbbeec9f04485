import { get } from "node:http";

/** One recorded answer: what autocannon receives from the app, to be replayed by the ceiling. */
export type Recorded = { headers: [string, string][]; body: string };

/** Hop-by-hop and per-response headers the ceiling's own http server writes itself. */
const ownHeaders = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);

/** GETs a URL the way autocannon does (no Accept-Encoding) and keeps its headers and body. */
export function record(url: string): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    get(url, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i] ?? "";
          if (!ownHeaders.has(name.toLowerCase())) headers.push([name, response.rawHeaders[i + 1] ?? ""]);
        }
        resolve({ headers, body: Buffer.concat(chunks).toString("base64") });
      });
      response.on("error", reject);
    }).on("error", reject);
  });
}
