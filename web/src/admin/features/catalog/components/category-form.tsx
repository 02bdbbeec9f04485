import { type AdminCategory, type CategoryFormValues, categoryInput } from "@contract/admin/categories";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { ImageUpload } from "@web/admin/components/image-upload";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button, ButtonLink } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextAreaField, TextField } from "@web/components/ui/form-field";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useSaveCategory } from "../api/save-category";
import { FormSection } from "./form-section";

const valuesOf = (category: AdminCategory | null): CategoryFormValues => ({
  name: category?.name ?? "",
  slug: category?.slug ?? "",
  description: category?.description ?? "",
  image_key: category?.image_key ?? "",
  position: category?.position ?? 0,
  is_published: category?.is_published ?? true,
});

/** A category's name, slug, picture, description, place in the store's order and visibility. */
export function CategoryForm({ category }: { category: AdminCategory | null }) {
  const form = useForm<CategoryFormValues>({
    resolver: zodResolver(categoryInput, undefined, { raw: true }),
    defaultValues: valuesOf(category),
  });
  const [imageUrl, setImageUrl] = useState(category?.image ?? null);
  const save = useSaveCategory();
  const navigate = useNavigate();
  const errors = form.formState.errors;
  const id = category?.id ?? null;
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => save.mutateAsync({ id, values }),
    savedMessage: id === null ? "Category created" : "Category saved",
    afterSave: (saved) => {
      if (id === null) navigate(`/admin/categories/${saved.id}`, { replace: true });
      else form.reset(valuesOf(saved));
    },
    invalidMessage: "Please fix the marked fields and save again",
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="max-w-3xl space-y-5">
      <FormSection title="Category">
        <div className="grid gap-4 md:grid-cols-2">
          <TextField label="Name" error={errors.name?.message} {...form.register("name")} />
          <TextField
            label="Slug"
            hint="Leave blank to make one from the name"
            error={errors.slug?.message}
            {...form.register("slug")}
          />
        </div>
        <TextAreaField
          label="Description"
          rows={3}
          error={errors.description?.message}
          {...form.register("description")}
        />
        <Controller
          control={form.control}
          name="image_key"
          render={({ field, fieldState }) => (
            <ImageUpload
              label="Picture"
              url={imageUrl}
              error={fieldState.error?.message}
              onChange={(picture) => {
                setImageUrl(picture?.url ?? null);
                field.onChange(picture?.key ?? "");
              }}
            />
          )}
        />
        <TextField
          label="Order"
          type="number"
          inputMode="numeric"
          min={0}
          hint="Lower numbers come first in the store"
          error={errors.position?.message}
          {...form.register("position", { valueAsNumber: true })}
        />
        <CheckboxField label="Shown in the store" {...form.register("is_published")} />
      </FormSection>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : id === null ? "Create category" : "Save category"}
        </Button>
        <ButtonLink to="/admin/categories" variant="outline">
          Back to categories
        </ButtonLink>
      </div>
    </form>
  );
}
