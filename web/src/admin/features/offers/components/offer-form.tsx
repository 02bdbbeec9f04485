import { type OfferForm as OfferFormValues, offerInput } from "@contract/admin/offers";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useSaveOffer } from "../api/save-offer";
import { DiscountFields } from "./discount-fields";

/**
 * An automatic offer's form, checked by the same schema the API uses. A refused save keeps every value
 * typed and puts the server's words under the fields it names.
 */
export function OfferForm({ id, initial }: { id: number | null; initial: OfferFormValues }) {
  const form = useForm({ resolver: zodResolver(offerInput), defaultValues: initial });
  const save = useSaveOffer();
  const navigate = useNavigate();
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (input) => save.mutateAsync({ id, input }),
    savedMessage: (saved) => `${saved.name} saved`,
    afterSave: () => navigate("/admin/offers"),
  });
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="max-w-2xl space-y-5 rounded-xl border border-cocoa-100 bg-white p-4 sm:p-6"
      >
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <TextField label="Name" error={form.formState.errors.name?.message} {...form.register("name")} />
        <DiscountFields />
        <div className="flex flex-wrap gap-3 pt-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save offer"}
          </Button>
          <Button variant="ghost" onClick={() => navigate("/admin/offers")}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
