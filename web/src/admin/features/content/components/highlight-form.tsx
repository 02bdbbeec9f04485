import {
  type AdminHighlight,
  highlightInput,
  maxHighlightProducts,
  type ProductChoice,
} from "@contract/admin/content-highlights";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { TextField } from "@web/components/ui/form-field";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useCreateHighlight } from "../api/create-highlight";
import { useUpdateHighlight } from "../api/update-highlight";
import { FormFooter } from "./form-footer";
import { ProductPicker } from "./product-picker";

/** A new highlight (no `highlight`) or an edit; a failed save keeps the title, link and products. */
export function HighlightForm({ highlight }: { highlight: AdminHighlight | null }) {
  const navigate = useNavigate();
  const create = useCreateHighlight();
  const update = useUpdateHighlight(highlight?.id ?? 0);
  const save = highlight ? update : create;
  // The picker shows names and pictures; the form sends only the ids, in this order.
  const [products, setProducts] = useState<ProductChoice[]>(highlight?.products ?? []);
  const form = useForm({
    resolver: zodResolver(highlightInput),
    defaultValues: {
      title: highlight?.title ?? "",
      link: highlight?.link ?? "",
      product_ids: highlight?.products.map((product) => product.id) ?? [],
      is_active: highlight?.is_active ?? true,
    },
  });
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => save.mutateAsync(values),
    savedMessage: highlight ? "Highlight saved" : "Highlight added",
    afterSave: () => navigate("/admin/highlights"),
  });
  const errors = form.formState.errors;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="max-w-3xl space-y-6 rounded-2xl bg-white p-4 shadow-xs md:p-6"
    >
      <TextField label="Title" error={errors.title?.message} {...form.register("title")} />
      <TextField
        label="View All link"
        placeholder="/categories/chocolate-boxes"
        hint="Where the section's View All button goes: a path on this store or an https:// address."
        error={errors.link?.message}
        {...form.register("link")}
      />
      <Controller
        control={form.control}
        name="product_ids"
        render={({ field, fieldState }) => (
          <ProductPicker
            value={products}
            max={maxHighlightProducts}
            error={fieldState.error?.message ?? fieldState.error?.root?.message}
            onChange={(next) => {
              setProducts(next);
              field.onChange(next.map((product) => product.id));
            }}
          />
        )}
      />
      <CheckboxField label="Show on the home page" {...form.register("is_active")} />
      <FormFooter saving={save.isPending} error={failure} cancelTo="/admin/highlights" />
    </form>
  );
}
