import { type AdminPolicy, policyInput } from "@contract/admin/content-policies";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { formatDateTime } from "@web/lib/format-date";
import { Controller, useForm } from "react-hook-form";
import { useSavePolicy } from "../api/save-policy";
import { FormFooter } from "./form-footer";
import { RichTextEditor } from "./rich-text-editor";

/** One policy's content in the editor; after a save it shows what the server stored (sanitised). */
export function PolicyForm({ policy }: { policy: AdminPolicy }) {
  const save = useSavePolicy(policy.key);
  const form = useForm({ resolver: zodResolver(policyInput), defaultValues: { content: policy.content } });
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => save.mutateAsync(values),
    savedMessage: (saved) => `${saved.title} saved`,
    afterSave: (saved) => form.reset({ content: saved.content }),
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <Controller
        control={form.control}
        name="content"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Content"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            focusRef={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
      <p className="text-xs text-cocoa-500">
        {policy.updated_at ? `Last saved ${formatDateTime(policy.updated_at)}.` : "Not written yet."} The
        store shows the saved version at once.
      </p>
      <FormFooter saving={save.isPending} error={failure} saveLabel="Save policy" />
    </form>
  );
}
