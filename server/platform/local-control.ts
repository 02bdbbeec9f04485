import { createHash } from "node:crypto";
import { chmod, mkdir, rm, stat } from "node:fs/promises";
import { createConnection, createServer, type Socket } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { z } from "zod";

/**
 * The running server's door for operator scripts on the same machine (`npm run staff:create`): a Unix
 * socket in a folder only the server's own user may enter (mode 0700), never a network port, so nothing
 * off the machine can reach it and no secret is needed. It exists for the embedded database, which one
 * process at a time may open: a script asks the running server to do the work instead.
 *
 * One request per connection: a JSON line `{ command, payload }`, answered by a JSON line
 * `{ ok, message }`, the message being what the script prints.
 */
export type ControlCommands = Record<string, (payload: unknown) => Promise<string>>;
export type ControlAnswer = { ok: boolean; message: string };

const request = z.object({ command: z.string().max(50), payload: z.unknown() });
const answer = z.object({ ok: z.boolean(), message: z.string() });
const maxRequestBytes = 16 * 1024;
const answerWithinMs = 60_000;

/** Where the server on this data folder listens; the same answer for the server and the scripts. */
export function controlSocketPath(dataDir: string): string {
  const id = createHash("sha256").update(dataDir).digest("hex").slice(0, 16);
  if (process.platform === "win32") return `\\\\.\\pipe\\mithaas-${id}`;
  const inDataDir = join(dataDir, "run", "control.sock");
  // A socket's path must fit in about 100 bytes (104 on macOS, 108 on Linux).
  return Buffer.byteLength(inDataDir) <= 100 ? inDataDir : join(tmpdir(), `mithaas-${id}`, "control.sock");
}

type Log = { error(obj: unknown, msg?: string): void };

/**
 * Opens the door before the database is opened, and refuses to start when another server already
 * answers on this data folder (two processes on one embedded database would corrupt it). Requests wait
 * until `serve` names what the server can do.
 */
export async function openLocalControl(dataDir: string, log: Log) {
  const path = controlSocketPath(dataDir);
  if (await someoneListens(path)) {
    throw new Error(`another Mithaas server is running on ${dataDir}; stop it first`);
  }
  if (process.platform !== "win32") {
    await privateFolder(dirname(path));
    // Left by a server that did not stop cleanly: nobody listens on it (checked above).
    await rm(path, { force: true });
  }
  let serve: (commands: ControlCommands) => void = () => {};
  const commands = new Promise<ControlCommands>((resolve) => {
    serve = resolve;
  });
  const server = createServer((socket) => {
    socket.setTimeout(answerWithinMs, () => socket.destroy());
    readLine(socket)
      .then(async (line) => reply(socket, await run(await commands, line)))
      .catch((error) => {
        log.error({ err: error }, "local control request failed");
        reply(socket, { ok: false, message: "The server could not do that; its log says why." });
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(path, resolve);
  });
  return {
    serve,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function run(commands: ControlCommands, line: string): Promise<ControlAnswer> {
  const parsed = request.safeParse(jsonOrNull(line));
  const command = parsed.success ? commands[parsed.data.command] : undefined;
  if (!parsed.success || !command) return { ok: false, message: "The server does not know that request." };
  try {
    return { ok: true, message: await command(parsed.data.payload) };
  } catch (error) {
    if (error instanceof z.ZodError)
      return { ok: false, message: error.issues.map((i) => i.message).join("; ") };
    throw error;
  }
}

function jsonOrNull(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return null;
  }
}

/**
 * Asks the server running on this data folder to run `command`; null when no server runs there, so
 * the caller may open the database itself.
 */
export async function askRunningServer(
  dataDir: string,
  command: string,
  payload: unknown,
  timeoutMs = answerWithinMs,
): Promise<ControlAnswer | null> {
  const socket = await connect(controlSocketPath(dataDir));
  if (!socket) return null;
  socket.setTimeout(timeoutMs, () => socket.destroy(new Error("the running server did not answer")));
  socket.write(`${JSON.stringify({ command, payload })}\n`);
  return answer.parse(JSON.parse(await readLine(socket)));
}

async function someoneListens(path: string): Promise<boolean> {
  const socket = await connect(path);
  socket?.destroy();
  return socket !== null;
}

/** A connection, or null when nothing listens there (no socket file, or one left by a stopped server). */
function connect(path: string): Promise<Socket | null> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(path);
    socket.once("connect", () => resolve(socket));
    socket.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
  });
}

function readLine(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    let received = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      received += chunk;
      const end = received.indexOf("\n");
      if (end >= 0) resolve(received.slice(0, end));
      else if (received.length > maxRequestBytes) socket.destroy(new Error("request too long"));
    });
    socket.once("error", reject);
    socket.once("end", () => reject(new Error("the connection closed before a whole line arrived")));
  });
}

function reply(socket: Socket, message: ControlAnswer) {
  if (!socket.destroyed) socket.end(`${JSON.stringify(message)}\n`);
}

/** The socket's folder, entered by this user only; refused when it belongs to someone else. */
async function privateFolder(path: string) {
  await mkdir(path, { recursive: true, mode: 0o700 });
  const folder = await stat(path);
  if (process.getuid && folder.uid !== process.getuid()) {
    throw new Error(`${path} belongs to another user; the server's control socket cannot go there`);
  }
  if ((folder.mode & 0o077) !== 0) await chmod(path, 0o700);
}
