import type { UploadedMedia } from "@contract/admin/media";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";

/** POST /admin/media/: one picture; answers the key to save on the record and a URL to preview it. */
export function uploadPicture(file: File): Promise<UploadedMedia> {
  const form = new FormData();
  form.append("file", file);
  return apiRequest<UploadedMedia>("/admin/media/", { method: "POST", body: form });
}

export function useUploadPicture() {
  return useMutation({ mutationFn: uploadPicture, meta: { silent: true } });
}
