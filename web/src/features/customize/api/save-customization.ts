import type { CartChange, CustomizationsManifest } from "@contract/cart";
import { customizationFormFields } from "@contract/cart-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@web/lib/http";
import { savedCustomizationQueryOptions } from "./get-saved-customization";

export type CustomizationDraft = {
  productId: number;
  texts: { fieldId: number; text: string }[];
  photos: { fieldId: number; keep: string[]; add: File[] }[];
};

function formOf({ productId, texts, photos }: CustomizationDraft): FormData {
  const form = new FormData();
  form.append(customizationFormFields.productId, String(productId));
  const manifest: CustomizationsManifest = photos.map(({ fieldId, keep }) => ({
    field_id: fieldId,
    keep_images: keep,
  }));
  form.append(customizationFormFields.customizations, JSON.stringify(manifest));
  for (const { fieldId, text } of texts) form.append(customizationFormFields.text(fieldId), text);
  for (const { fieldId, add } of photos) {
    for (const file of add) form.append(customizationFormFields.images(fieldId), file, file.name);
  }
  return form;
}

/** POST /user/cart/add_customized/ (multipart): puts the product in the cart with these answers. */
export function saveCustomization(draft: CustomizationDraft): Promise<CartChange> {
  return apiRequest<CartChange>("/user/cart/add_customized/", { method: "POST", body: formOf(draft) });
}

/** The screen toasts the outcome itself; the caller stores the answered cart. */
export function useSaveCustomization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomization,
    meta: { silent: true },
    onSuccess: (_change, draft) =>
      queryClient.invalidateQueries({ queryKey: savedCustomizationQueryOptions(draft.productId).queryKey }),
  });
}
