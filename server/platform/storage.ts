import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, unlink, writeFile } from "node:fs/promises";
import { dirname, join, normalize, sep } from "node:path";

/** Where media files (product pictures, uploads) live; keys are generated, never taken from a client. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes a key; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
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
    exists: (key) => pick(key).exists(key),
    delete: (key) => pick(key).delete(key),
    url: (key) => publicStore.url(key),
  };
}

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
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
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
    url: (key) => `/media/${key}`,
  };
}
