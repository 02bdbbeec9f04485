import { z } from "zod";

/** Every error the API answers has this body; `errors` lists validation messages by field. */
export const errorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  request_id: z.string().optional(),
});

export type ErrorBody = z.infer<typeof errorBody>;
