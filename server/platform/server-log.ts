import type { Config } from "@server/config";
import { type Logger, pino } from "pino";
import { logSerializers } from "./database-errors";

type Out = { write(text: string): unknown };

/**
 * The server's log. Production and tests write pino's JSON lines, for machines to collect; development
 * writes one short line per event for the person watching the terminal, so the start banner is not
 * buried under JSON (the app then logs a request once, when it is answered: one-line-requests.ts).
 */
export function serverLog(config: Pick<Config, "env" | "logLevel">, out: Out): Logger {
  const options = { level: config.logLevel, serializers: logSerializers };
  if (config.env !== "development") return pino(options, out);
  return pino(options, { write: (line: string) => out.write(readableLine(line)) });
}

const levelNames: Record<number, string> = { 10: "trace", 20: "debug", 40: "WARN", 50: "ERROR", 60: "FATAL" };
/** Said once by pino or Fastify for every line, or shown in the line's own words. */
const unshown = new Set(["level", "time", "pid", "hostname", "reqId", "msg", "err"]);

/** One pino JSON line as `HH:MM:SS  [LEVEL]  message  key=value …`, an error's stack indented below it. */
export function readableLine(json: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(json);
  } catch {
    return json;
  }
  const time = typeof entry.time === "number" ? new Date(entry.time).toTimeString().slice(0, 8) : "";
  const level = levelNames[Number(entry.level)] ?? "";
  const fields = Object.entries(entry)
    .filter(([key]) => !unshown.has(key))
    .map(([key, value]) => `${key}=${oneLine(typeof value === "string" ? value : JSON.stringify(value))}`);
  const line = [time, level, oneLine(String(entry.msg ?? "")), ...fields].filter(Boolean).join("  ");
  return `${line}${stackOf(entry.err)}\n`;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, " ⏎ ");
}

function stackOf(err: unknown): string {
  if (!err || typeof err !== "object") return "";
  const { stack, message } = err as { stack?: unknown; message?: unknown };
  const text = typeof stack === "string" ? stack : String(message ?? "");
  return `\n${text.replace(/^/gm, "    ")}`;
}
