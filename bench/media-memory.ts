import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { s3Storage } from "@server/platform/storage-s3";
import { startLoopbackS3 } from "@server/testing/loopback-s3";
import { pgliteStore } from "./databases";
import { freePort, type Running, run, waitUntilUp } from "./processes";

const videoBytes = 50 * 1024 * 1024;
const parallel = 20;
const videoKey = "reviews/0123456789abcdef01234567.mp4";

export type MediaMemory = {
  baselineMb: number;
  peakMb: number;
  servedMb: number;
  seconds: number;
  bucketSentMb: number;
};

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** The process's resident memory now (Linux: VmRSS in /proc/{pid}/status), in bytes. */
async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (!kilobytes) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** Reads one answer to the end, keeping only its length (the client's memory is not the one measured). */
async function drain(url: string, range: string): Promise<number> {
  const res = await fetch(url, { headers: { range } });
  if (res.status !== 206 || !res.body) throw new Error(`range ${range} answered ${res.status}`);
  const reader = res.body.getReader();
  let length = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read())
    length += chunk.value.length;
  return length;
}

/**
 * The real server (server/server.ts on PGlite, media in a loopback S3 bucket through S3_*) answers
 * `parallel` range requests at once on a 50 MB video, each from a different offset to the end, as
 * players do; its resident memory is sampled every 20 ms from /proc. Without streaming each answer
 * would hold the video (or its range) in memory: a gigabyte for twenty.
 */
export async function measureMediaMemory(note: (text: string) => void): Promise<MediaMemory> {
  const s3 = await startLoopbackS3();
  const store = await pgliteStore();
  let server: Running | null = null;
  try {
    await s3Storage(s3.config).put(videoKey, randomBytes(videoBytes), "video/mp4");
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    server = run(process.execPath, ["--import", "tsx", "server/server.ts"], {
      ...store.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      S3_BUCKET: s3.config.bucket,
      S3_ENDPOINT: s3.config.endpoint ?? "",
      S3_ACCESS_KEY_ID: s3.config.credentials?.accessKeyId ?? "",
      S3_SECRET_ACCESS_KEY: s3.config.credentials?.secretAccessKey ?? "",
      S3_FORCE_PATH_STYLE: "true",
    });
    note("media: starting a server on PGlite with media in a loopback S3 bucket… ");
    const url = `${origin}/media/${videoKey}`;
    await waitUntilUp(server, `${origin}/api/health`, 120_000);
    const pid = server.child.pid ?? 0;
    // Warm: the S3 client, its sockets and the route's code, so the baseline is a serving process.
    for (let round = 0; round < 3; round++) await drain(url, "bytes=0-1048575");
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const baseline = await residentBytes(pid);
    note("up\nmedia: 20 parallel range reads");
    let peak = baseline;
    const sampler = setInterval(() => {
      residentBytes(pid).then((bytes) => (peak = Math.max(peak, bytes)), note);
    }, 20);
    const sentBefore = s3.bytesSent();
    const started = performance.now();
    const step = Math.floor(videoBytes / parallel);
    const served = await Promise.all(
      Array.from({ length: parallel }, (_, index) => drain(url, `bytes=${index * step}-`)),
    );
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, await residentBytes(pid));
    note(" done\n");
    return {
      baselineMb: megabytes(baseline),
      peakMb: megabytes(peak),
      servedMb: megabytes(served.reduce((sum, length) => sum + length, 0)),
      seconds,
      bucketSentMb: megabytes(s3.bytesSent() - sentBefore),
    };
  } finally {
    await server?.stop();
    await store.drop();
    await s3.close();
  }
}

export function mediaMemoryReport(figures: MediaMemory): string {
  const growth = figures.peakMb - figures.baselineMb;
  return [
    `\nMedia from S3: ${parallel} parallel range requests (bytes=k·2.5 MB- to the end) on a ${megabytes(videoBytes)} MB video,`,
    "served by the real server from a loopback S3 bucket; the server's resident memory (VmRSS) sampled every 20 ms.",
    `  served ${figures.servedMb.toFixed(0)} MB in ${figures.seconds.toFixed(1)} s; the bucket sent ${figures.bucketSentMb.toFixed(0)} MB`,
    `  RSS ${figures.baselineMb.toFixed(0)} MB before, ${figures.peakMb.toFixed(0)} MB at the peak: +${growth.toFixed(1)} MB, ${(growth / parallel).toFixed(1)} MB per request`,
  ].join("\n");
}
