import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { signedPhotoUrlSeconds } from "@contract/cart-rules";
import type { FastifyInstance } from "fastify";
import type { AuthUser } from "./auth";
import { neverStore } from "./personal-answers";
import { contentTypeOf, isValidStorageKey, privateKeyPrefix, type Storage } from "./storage";

/**
 * Customers' photos (personalisation today, review media later) live under `private/customers/{userId}/`
 * and are served only by GET /api/user/uploads/{key}: to their owner's (or staff's) bearer token, or to a signed
 * link that expires (an `<img src>` cannot send the token). See docs/decisions/0009.
 */
/** The folder every customer's photos live under, one subfolder per customer. */
export const customerPhotosFolder = `${privateKeyPrefix}customers/`;
const photoFolder = (userId: number) => `${customerPhotosFolder}${userId}`;
const photoKeyPattern = /^private\/customers\/(\d{1,10})\/([a-f0-9-]{36})\.(jpg|png|webp)$/;

export type PhotoKey = { key: string; id: string };

/** A fresh key for one of this customer's photos; `id` is the part a client may name when keeping it. */
export function newPhotoKey(userId: number, extension: "jpg" | "png" | "webp"): PhotoKey {
  const id = randomUUID();
  return { key: `${photoFolder(userId)}/${id}.${extension}`, id };
}

export function photoIdOf(key: string): string | null {
  return photoKeyPattern.exec(key)?.[2] ?? null;
}

/** The customer a photo key belongs to, or null for a key that is not a customer's photo. */
export function photoOwnerOf(key: string): number | null {
  const owner = photoKeyPattern.exec(key)?.[1];
  return owner === undefined ? null : Number(owner);
}

/**
 * Who may read a private photo: its owner, and staff, who print and pack the personalised gifts the
 * photos were sent for (the back office's order view hands them signed links).
 */
export function canReadPhoto(viewer: AuthUser | null, key: string): boolean {
  return viewer !== null && (viewer.role === "staff" || photoOwnerOf(key) === viewer.id);
}

const urlPrefix = "/api/user/uploads/";

function signatureOf(secret: string, key: string, expires: number): Buffer {
  return createHmac("sha256", secret).update(`private-photo\n${key}\n${expires}`).digest();
}

/** A link to the photo that works without a token until it expires; hand it only to who may read it. */
export function signedPhotoUrl(secret: string, key: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + signedPhotoUrlSeconds;
  const signature = signatureOf(secret, key, expires).toString("base64url");
  return `${urlPrefix}${key}?expires=${expires}&signature=${signature}`;
}

function signatureValid(secret: string, key: string, query: Record<string, unknown>, now: number) {
  const expires = typeof query.expires === "string" ? query.expires : "";
  const signature = typeof query.signature === "string" ? query.signature : "";
  if (!/^\d{1,12}$/.test(expires) || !/^[\w-]{43}$/.test(signature)) return false;
  if (Number(expires) * 1000 < now) return false;
  const given = Buffer.from(signature, "base64url");
  const expected = signatureOf(secret, key, Number(expires));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * One answer for "no such photo", "not yours" and "link expired": a stranger learns nothing about
 * which keys exist.
 */
export function registerPrivatePhotos(app: FastifyInstance, storage: Storage, secret: string): void {
  app.get(`${urlPrefix}*`, async (request, reply) => {
    neverStore(reply, { private: true });
    const key = (request.params as { "*": string })["*"];
    const allowed =
      photoKeyPattern.test(key) &&
      isValidStorageKey(key) &&
      (canReadPhoto(request.user, key) ||
        signatureValid(secret, key, request.query as Record<string, unknown>, Date.now()));
    const read = allowed ? await storage.read(key) : null;
    if (!read?.body) return reply.status(404).send({ message: "Photo not found" });
    return reply
      .header("content-disposition", "inline")
      .header("content-length", read.size)
      .type(contentTypeOf(key))
      .send(read.body);
  });
}
