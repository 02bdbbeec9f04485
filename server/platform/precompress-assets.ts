import { randomBytes } from "node:crypto";
import { readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const compressible = /\.(js|css|svg|json|txt)$/;

async function writeAtomically(path: string, body: Buffer): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(temporary, body);
  await rename(temporary, path).catch(async (error) => {
    await rm(temporary, { force: true });
    throw error;
  });
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/**
 * Writes `.br` and `.gz` beside each built asset that lacks them, at maximum compression, so the
 * static server sends compressed bytes without compressing per request. Hashed assets never
 * change, so this runs once per build; it is best effort (a read-only folder just serves plain).
 */
export async function precompressAssets(folder: string): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  let written = 0;
  for (const name of names) {
    if (!compressible.test(name)) continue;
    const path = join(folder, name);
    const [hasBr, hasGz] = await Promise.all([exists(`${path}.br`), exists(`${path}.gz`)]);
    if (hasBr && hasGz) continue;
    const body = await readFile(path);
    if (body.length < 1024) continue;
    if (!hasBr) {
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      await writeAtomically(`${path}.br`, await brotli(body, { params }));
      written += 1;
    }
    if (!hasGz) {
      await writeAtomically(`${path}.gz`, await gzipAsync(body, { level: 9 }));
      written += 1;
    }
  }
  return written;
}
