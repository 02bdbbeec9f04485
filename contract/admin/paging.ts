import { z } from "zod";

const whole = (label: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `${label} must be a whole number`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${label} must be from ${min} to ${max}`);

/** `?page=&page_size=` on every back-office list: pages count from 1; sizes are bounded. */
export const adminPageQuery = z.object({
  page: whole("Page", 1, 100_000).default(1),
  page_size: whole("Page size", 1, 100).default(25),
});
export type AdminPageQuery = z.infer<typeof adminPageQuery>;

/** One page of a back-office list, newest first unless the list says otherwise. */
export const adminPage = <T extends z.ZodType>(item: T) =>
  z.object({
    count: z.number(),
    page: z.number(),
    page_size: z.number(),
    results: z.array(item),
  });
export type AdminPage<T> = { count: number; page: number; page_size: number; results: T[] };

/** `limit`/`offset` for a page of a list. */
export const pageWindow = (query: AdminPageQuery) => ({
  limit: query.page_size,
  offset: (query.page - 1) * query.page_size,
});
