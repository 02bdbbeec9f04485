import { z } from "zod";

/** Ids are PostgreSQL `serial` values: whole numbers from 1 to 2³¹−1. */
export const maxId = 2_147_483_647;

const idMessage = (label: string) => `${label} must be a whole number from 1 to ${maxId}`;

/**
 * An id in a path (`/addresses/:id/`), which arrives as text: digits only, 1..2³¹−1, else 400 before
 * any query runs (an id the database cannot hold would otherwise fail inside it).
 */
export const idParam = (label = "id") =>
  z
    .string({ error: idMessage(label) })
    .regex(/^[1-9]\d{0,9}$/, idMessage(label))
    .transform(Number)
    .refine((id) => id <= maxId, idMessage(label));

/** Path parameters that are just `{ id }`. */
export const idParams = z.object({ id: idParam() });

/** An id in a JSON body: a number, or its digits as a string (forms send either), bounded like `idParam`. */
export const idValue = (label = "id") =>
  z.union([z.number().int().min(1).max(maxId), idParam(label)], { error: idMessage(label) });
