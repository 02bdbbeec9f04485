import { randomBytes } from "node:crypto";
import type { Stats } from "node:fs";
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join, normalize, relative, sep } from "node:path";
import type { Readable } from "node:stream";
import { type ByteRange, type RangeAsk, resolveRange } from "./byte-range";

/** What a store knows of an object without reading it: its whole size and its validators. */
export type StoredFacts = { size: number; etag: string | null; lastModified: Date | null };

/** An object's bytes on their way: all of them, the one range asked, or none when it is unsatisfiable. */
export type StoredRead = StoredFacts &
  ({ range: ByteRange | null; body: Readable } | { range: "unsatisfiable"; body: null });

/** A stored key and when it was last written. */
export type ListedKey = { key: string; lastModified: Date };

/** Where media files (product pictures, uploads) live; keys are generated, never taken from a client. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The whole object in memory: for pictures the app decodes. Answers to clients use `read`. */
  get(key: string): Promise<Buffer | null>;
  /** Size and validators without the bytes; null when the key is not there. */
  stat(key: string): Promise<StoredFacts | null>;
  /**
   * The object as a stream, or only the bytes `ask` names, read from the store as such (never the
   * whole object to cut a slice from); null when the key is not there.
   */
  read(key: string, ask?: RangeAsk | null): Promise<StoredRead | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a key; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Every key under a folder (`uploads/`, `private/customers/`) with when it was last written, page
   * by page: for background work that looks for files no row names any more.
   */
  list(folder: string): AsyncIterable<ListedKey>;
  /** The URL the browser uses for a key (under /media; private keys are never served there). */
  url(key: string): string;
}

/** A fresh, unguessable key under a folder, keeping the extension: products/3f9a…c1.jpg */
export function newStorageKey(folder: string, extension: string): string {
  return `${folder}/${randomBytes(12).toString("hex")}.${extension.replace(/^\./, "")}`;
}

const keyPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9._-]*)+$/i;

export function isValidStorageKey(key: string): boolean {
  return keyPattern.test(key) && !key.includes("..");
}

const folderPattern = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\/$/i;

/** A folder to list: `uploads/`, `private/customers/` (ending in a slash, nothing that climbs out). */
export function isValidFolder(folder: string): boolean {
  return folderPattern.test(folder);
}

/** Keys under this folder are customers' own files: never served under /media, only after a check. */
export const privateKeyPrefix = "private/";

export function isPrivateKey(key: string): boolean {
  return key.startsWith(privateKeyPrefix);
}

const contentTypes: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  gif: "image/gif",
  mp4: "video/mp4",
  webm: "video/webm",
};

/** The type a stored file is sent with, from the extension its generated key was given. */
export function contentTypeOf(key: string): string {
  const extension = /\.([a-z0-9]+)$/i.exec(key)?.[1]?.toLowerCase() ?? "";
  return contentTypes[extension] ?? "application/octet-stream";
}

/**
 * One storage whose private keys live in a second store: on local disk that keeps customers' photos
 * outside the folder /media serves, so no path trick on the static route can reach them.
 */
export function withPrivateArea(publicStore: Storage, privateStore: Storage): Storage {
  const pick = (key: string) => (isPrivateKey(key) ? privateStore : publicStore);
  return {
    put: (key, body, contentType) => pick(key).put(key, body, contentType),
    get: (key) => pick(key).get(key),
    stat: (key) => pick(key).stat(key),
    read: (key, ask) => pick(key).read(key, ask),
    exists: (key) => pick(key).exists(key),
    delete: (key) => pick(key).delete(key),
    list: (folder) => pick(folder).list(folder),
    url: (key) => publicStore.url(key),
  };
}

/** Weak, as @fastify/static's are for the same files: size and time, not a hash of the bytes. */
const factsOf = (file: Stats): StoredFacts => ({
  size: file.size,
  etag: `W/"${file.size.toString(16)}-${file.mtime.getTime().toString(16)}"`,
  lastModified: file.mtime,
});

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

/** The embedded default: files under DATA_DIR/media, served by the app under /media. */
export function localStorage(root: string): Storage {
  const pathOf = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
    const path = normalize(join(root, key));
    if (!path.startsWith(root + sep)) throw new Error(`Storage key escapes the media folder: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write aside, then rename (atomic on one file system): a reader, or another process writing
      // the same key at the same moment, never sees a half-written file.
      const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temporary, body);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async stat(key) {
      try {
        const file = await stat(pathOf(key));
        return file.isFile() ? factsOf(file) : null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async read(key, ask) {
      let handle: Awaited<ReturnType<typeof open>>;
      try {
        handle = await open(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // One open file for the size and the bytes: a file replaced in between cannot mix the two.
      try {
        const file = await handle.stat();
        if (!file.isFile()) {
          await handle.close();
          return null;
        }
        const range = ask ? resolveRange(ask, file.size) : null;
        if (range === "unsatisfiable") {
          await handle.close();
          return { ...factsOf(file), range, body: null };
        }
        return { ...factsOf(file), range, body: handle.createReadStream(range ?? {}) };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch {
        return false;
      }
    },
    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    },
    async *list(folder) {
      if (!isValidFolder(folder)) throw new Error(`Invalid storage folder: ${folder}`);
      const base = join(root, folder);
      let names: string[];
      try {
        names = await readdir(base, { recursive: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const name of names) {
        const file = await stat(join(base, name)).catch(() => null);
        if (file?.isFile()) {
          yield { key: relative(root, join(base, name)).split(sep).join("/"), lastModified: file.mtime };
        }
      }
    },
    url: (key) => `/media/${key}`,
  };
}
