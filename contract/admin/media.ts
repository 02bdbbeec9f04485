import { z } from "zod";

/** POST /api/admin/media/ (multipart, one `file`): a staff picture stored for a product, category, banner or post. */
export const uploadedMedia = z.object({ key: z.string(), url: z.string() });
export type UploadedMedia = z.infer<typeof uploadedMedia>;

export const mediaMessages = {
  noFile: "Please choose a picture to upload",
  oneFile: "Upload one picture at a time",
  tooLarge: "Pictures must be at most 15 MB",
} as const;

export const maxStaffPictureBytes = 15 * 1024 * 1024;
