import { type AdminPolicy, policyInput } from "@contract/admin/content-policies";
import { zodResolver } from "@hookform/resolvers/zod";
import { useFailedSave } from "@web/admin/components/use-failed-save";
import { formatDateTime } from "@web/lib/format-date";
import { toast } from "@web/lib/toast";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useSavePolicy } from "../api/save-policy";
import { FormFooter } from "./form-footer";
import { RichTextEditor } from "./rich-text-editor";

/** One policy's content in the editor; after a save it shows what the server stored (sanitised). */
export function PolicyForm({ policy }: { policy: AdminPolicy }) {
  const save = useSavePolicy(policy.key);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(policyInput), defaultValues: { content: policy.content } });
  const failedSave = useFailedSave(form);

  const onSubmit = failedSave.handleSubmit((values) => {
    setFailure(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ content: saved.content });
        toast.success(`${saved.title} saved`);
      },
      onError: (error) => setFailure(failedSave.serverFailure(error)),
    });
  });

  return (
    <form ref={failedSave.formRef} noValidate onSubmit={onSubmit} className="space-y-4">
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
