import { type AdminOccasion, type OccasionFormValues, occasionInput } from "@contract/admin/occasions";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button, ButtonLink } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { SelectField, TextAreaField, TextField } from "@web/components/ui/form-field";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useSaveOccasion } from "../api/save-occasion";
import { FormSection } from "./form-section";

const valuesOf = (occasion: AdminOccasion | null): OccasionFormValues => ({
  kind: occasion?.kind ?? "occasion",
  title: occasion?.title ?? "",
  description: occasion?.description ?? "",
  is_active: occasion?.is_active ?? true,
  slug: occasion?.slug ?? "",
});

/** An occasion's or recipient's title, page address, intro and whether shoppers see it. */
export function OccasionForm({ occasion }: { occasion: AdminOccasion | null }) {
  const form = useForm<OccasionFormValues>({
    resolver: zodResolver(occasionInput, undefined, { raw: true }),
    defaultValues: valuesOf(occasion),
  });
  const save = useSaveOccasion();
  const navigate = useNavigate();
  const errors = form.formState.errors;
  const id = occasion?.id ?? null;
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => save.mutateAsync({ id, values }),
    savedMessage: id === null ? "Occasion created" : "Occasion saved",
    afterSave: (saved) => {
      if (id === null) navigate(`/admin/occasions/${saved.id}`, { replace: true });
      else form.reset(valuesOf(saved));
    },
    invalidMessage: "Please fix the marked fields and save again",
  });

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="max-w-3xl space-y-5">
      <FormSection title="Occasion">
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField label="Kind" error={errors.kind?.message} {...form.register("kind")}>
            <option value="occasion">Occasion (Birthday, Diwali…)</option>
            <option value="recipient">Recipient (For Her, For Kids…)</option>
          </SelectField>
          <TextField label="Title" maxLength={40} error={errors.title?.message} {...form.register("title")} />
        </div>
        <TextField
          label="Slug"
          hint="The page is /occasions/{slug}. Leave blank to make one from the title."
          error={errors.slug?.message}
          {...form.register("slug")}
        />
        <TextAreaField
          label="Description"
          rows={3}
          maxLength={300}
          hint="The page's intro and what search engines show, up to 300 characters."
          error={errors.description?.message}
          {...form.register("description")}
        />
        <CheckboxField label="Shown in the store" {...form.register("is_active")} />
      </FormSection>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? "Saving…" : id === null ? "Create occasion" : "Save occasion"}
        </Button>
        <ButtonLink to="/admin/occasions" variant="outline">
          Back to occasions
        </ButtonLink>
      </div>
    </form>
  );
}
