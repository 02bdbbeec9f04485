import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, normalize, sep } from "node:path";

/** Where media files (product pictures, uploads) live; keys are generated, never taken from a client. */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** The URL the browser uses for a key. */
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
    url: (key) => `/media/${key}`,
  };
}
