import { availableParallelism } from "node:os";
import { AppError } from "./errors";

/**
 * A bound on the pictures this process decodes at once (customers' photos, review photos, staff
 * pictures, size variants). A decode holds up to width × height × 4 bytes (160 MB at the 40-megapixel
 * cap) and a core for a while, so a handful of huge pictures sent together could otherwise take all
 * the memory and CPU every other shopper needs. Past the bound a decode waits its turn in a short
 * queue; when the queue is full too, the request is answered 503 with Retry-After at once rather than
 * piling up.
 */
export type DecodeLimitOptions = {
  /** Decodes running at once. */
  atOnce: number;
  /** Decodes that may wait for a turn; one more is refused. */
  waiting: number;
};

/** One decode per core keeps every core busy without two decodes fighting over one. */
export const defaultDecodeLimit: DecodeLimitOptions = { atOnce: availableParallelism(), waiting: 32 };

export const decodeBusyMessage = "We are handling a lot of pictures right now. Please try again in a minute.";
const retryAfterSeconds = 30;

export type DecodeStats = { running: number; waiting: number; started: number; mostAtOnce: number };

function createDecodeLimit({ atOnce, waiting: maxWaiting }: DecodeLimitOptions) {
  let running = 0;
  // Oldest first; a finished decode hands its turn straight to the next one.
  const queue: (() => void)[] = [];
  const stats = { started: 0, mostAtOnce: 0 };

  const turn = async () => {
    if (running < atOnce) running += 1;
    else if (queue.length < maxWaiting) await new Promise<void>((resolve) => queue.push(resolve));
    else
      throw new AppError("unavailable", decodeBusyMessage, undefined, {
        "retry-after": String(retryAfterSeconds),
      });
    stats.started += 1;
    stats.mostAtOnce = Math.max(stats.mostAtOnce, running);
  };
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };

  return {
    async run<T>(decode: () => Promise<T>): Promise<T> {
      await turn();
      try {
        return await decode();
      } finally {
        release();
      }
    },
    stats: (): DecodeStats => ({ running, waiting: queue.length, ...stats }),
  };
}

let processLimit = createDecodeLimit(defaultDecodeLimit);

/** Sets the process's bound; called once when the app is built, before any decode. */
export function limitDecodes(options: DecodeLimitOptions): void {
  processLimit = createDecodeLimit(options);
}

/** Runs `decode` (anything that decodes pixels) within the process's bound. */
export function withDecodeTurn<T>(decode: () => Promise<T>): Promise<T> {
  return processLimit.run(decode);
}

/** How the bound is used: what runs and waits now, decodes started and the most that ran at once. */
export function decodeStats(): DecodeStats {
  return processLimit.stats();
}
