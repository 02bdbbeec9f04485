import { type AdminStoreSettings, storeSettingsInput } from "@contract/admin/content-settings";
import { zodResolver } from "@hookform/resolvers/zod";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { ErrorState } from "@web/components/ui/error-state";
import { TextField } from "@web/components/ui/form-field";
import { PageSpinner } from "@web/components/ui/spinner";
import { useForm } from "react-hook-form";
import { useStoreSettings } from "../api/get-store-settings";
import { useSaveStoreSettings } from "../api/save-store-settings";
import { FormFooter } from "./form-footer";

function SettingsForm({ settings }: { settings: AdminStoreSettings }) {
  const save = useSaveStoreSettings();
  const form = useForm({
    resolver: zodResolver(storeSettingsInput),
    defaultValues: { support_email: settings.support_email, support_phone: settings.support_phone },
  });
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => save.mutateAsync(values),
    savedMessage: "Settings saved",
  });
  const errors = form.formState.errors;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className="max-w-xl space-y-6 rounded-2xl bg-white p-4 shadow-xs md:p-6"
    >
      <TextField
        label="Support e-mail"
        type="email"
        hint="Shown in the footer and on the contact page; contact-form messages are sent here."
        error={errors.support_email?.message}
        {...form.register("support_email")}
      />
      <TextField
        label="Support phone"
        type="tel"
        hint="A mobile number: the chat button opens WhatsApp on it."
        error={errors.support_phone?.message}
        {...form.register("support_phone")}
      />
      <FormFooter saving={save.isPending} error={failure} />
    </form>
  );
}

/** The store's support contacts. */
export default function SettingsPage() {
  const settings = useStoreSettings();
  return (
    <>
      <AdminPageHeader title="Store settings" />
      {settings.isPending ? (
        <PageSpinner />
      ) : settings.isError ? (
        <ErrorState message="Could not load the settings" onRetry={() => settings.refetch()} />
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </>
  );
}
