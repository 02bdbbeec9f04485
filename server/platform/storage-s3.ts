import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Config } from "@server/config";
import { type ByteRange, type RangeAsk, resolveRange } from "./byte-range";
import { isValidFolder, isValidStorageKey, type Storage, type StoredFacts } from "./storage";

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);

const isUnsatisfiable = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === "InvalidRange" || error.$metadata.httpStatusCode === 416);

/** The `Range` to ask the bucket, always `first-[last]`: suffix ranges are resolved first (see `read`). */
const rangeHeader = (ask: Exclude<RangeAsk, { suffix: number }>) => `bytes=${ask.start}-${ask.end ?? ""}`;

/** The range and whole size a bucket's `Content-Range: bytes a-b/size` states. */
function sentRange(contentRange: string | undefined): { range: ByteRange; size: number } | null {
  const match = contentRange ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(contentRange) : null;
  if (!match) return null;
  return { range: { start: Number(match[1]), end: Number(match[2]) }, size: Number(match[3]) };
}

/**
 * Media in an S3 bucket. The bucket can stay private: the app reads objects and sends them under the
 * same /media URLs as on local disk (see docs/decisions/0009), so pages never depend on where media live.
 */
export function s3Storage(options: S3Config): Storage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    ...(options.credentials ? { credentials: options.credentials } : {}),
    // A bucket that stops answering (a stalled network, not a refusal) must cost a shopper a 503 within
    // seconds, not hold the request forever: each try waits `timeoutMs` for the answer to start
    // (ETIMEDOUT, which the error model answers 503), and one retry follows. A body already flowing is
    // not timed: a phone reading a video slowly pauses it for as long as it likes.
    maxAttempts: 2,
    requestHandler: {
      connectionTimeout: options.timeoutMs,
      requestTimeout: options.timeoutMs,
      throwOnRequestTimeout: true,
    },
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    return key;
  };
  const stat = async (key: string): Promise<StoredFacts | null> => {
    try {
      const answer = await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
      return {
        size: answer.ContentLength ?? 0,
        etag: answer.ETag ?? null,
        lastModified: answer.LastModified ?? null,
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    client,
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: checked(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    stat,
    async read(key, ask) {
      let asked: Exclude<RangeAsk, { suffix: number }> | null;
      if (ask && "suffix" in ask) {
        // Not every S3-compatible store honours `bytes=-n`; with the size known, the ask is first-last.
        const facts = await stat(key);
        if (!facts) return null;
        const range = resolveRange(ask, facts.size);
        if (range === "unsatisfiable") return { ...facts, range, body: null };
        asked = range;
      } else asked = ask ?? null;
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: checked(key),
            ...(asked ? { Range: rangeHeader(asked) } : {}),
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error("S3 answered without a body stream");
        const facts: Omit<StoredFacts, "size"> = {
          etag: answer.ETag ?? null,
          lastModified: answer.LastModified ?? null,
        };
        // The bucket's own Content-Range says what the body holds; a store that ignores Range sends it all.
        const sent = asked ? sentRange(answer.ContentRange) : null;
        if (sent) return { ...facts, size: sent.size, range: sent.range, body: answer.Body };
        return { ...facts, size: answer.ContentLength ?? 0, range: null, body: answer.Body };
      } catch (error) {
        if (isMissing(error)) return null;
        if (!isUnsatisfiable(error)) throw error;
        const facts = await stat(key);
        return facts && { ...facts, range: "unsatisfiable", body: null };
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers a delete of a missing key with success, which is the interface's promise too.
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async *list(folder) {
      if (!isValidFolder(folder)) throw new Error(`Invalid storage folder: ${folder}`);
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: folder,
            ...(ContinuationToken ? { ContinuationToken } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) yield { key: object.Key, lastModified: object.LastModified };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    url: (key) => `/media/${key}`,
  };
}
