import type { Config } from "@server/config";

const anyInterface = new Set(["0.0.0.0", "::", "[::]"]);
/** PUBLIC_URL's default (and its spellings) says nothing the first line does not. */
const onThisMachine = /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** The address to type into a browser on this machine: a server on every interface is at localhost. */
export function localAddress(config: Pick<Config, "host" | "port">): string {
  const host = anyInterface.has(config.host) ? "localhost" : config.host;
  return `http://${host.includes(":") ? `[${host}]` : host}:${config.port}`;
}

/**
 * What a person who just ran `npm start` needs: where the store is open, its public address when that
 * differs, and where sign-in codes arrive while mail goes to the outbox (the same rule as /dev/outbox).
 */
export function openBanner(
  config: Pick<Config, "host" | "port" | "publicUrl" | "env" | "smtpUrl">,
  database: string,
): string {
  const local = localAddress(config);
  const lines = [`Mithaas is open at ${local}`];
  if (!onThisMachine.test(config.publicUrl)) lines.push(`Public address:  ${config.publicUrl}`);
  if (config.env !== "production" && !config.smtpUrl) lines.push(`Sign-in codes:   ${local}/dev/outbox`);
  lines.push(`Database:        ${database}`);
  return `\n${lines.map((line) => `  ${line}`).join("\n")}\n\n`;
}
