import { type CouponForm as CouponFormValues, couponInput } from "@contract/admin/offers";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { FormProvider, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useSaveCoupon } from "../api/save-coupon";
import { DiscountFields } from "./discount-fields";

const wholeOrNull = (value: unknown) => (value === "" || value === null ? null : Number(value));

/**
 * A coupon's form, checked by the same schema the API uses: the code as shoppers type it (saved
 * upper-case), the discount, and how often it may be used. A refused save keeps every value typed.
 */
export function CouponForm({ id, initial }: { id: number | null; initial: CouponFormValues }) {
  const form = useForm({ resolver: zodResolver(couponInput), defaultValues: initial });
  const save = useSaveCoupon();
  const navigate = useNavigate();
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (input) => save.mutateAsync({ id, input }),
    savedMessage: (saved) => `${saved.code} saved`,
    afterSave: () => navigate("/admin/coupons"),
  });
  const errors = form.formState.errors;
  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="max-w-2xl space-y-5 rounded-xl border border-cocoa-100 bg-white p-4 sm:p-6"
      >
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Code"
            autoCapitalize="characters"
            spellCheck={false}
            hint="Letters, digits, - and _; saved in capitals"
            error={errors.code?.message}
            className="uppercase"
            {...form.register("code")}
          />
          <TextField
            label="Description"
            hint="Shown to the shopper when the code applies"
            error={errors.description?.message}
            {...form.register("description")}
          />
        </div>
        <DiscountFields />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Total uses"
            inputMode="numeric"
            hint="Leave empty for no limit"
            error={errors.usage_limit?.message}
            {...form.register("usage_limit", { setValueAs: wholeOrNull })}
          />
          <TextField
            label="Uses per customer"
            inputMode="numeric"
            error={errors.per_customer_limit?.message}
            {...form.register("per_customer_limit", { setValueAs: wholeOrNull })}
          />
        </div>
        <CheckboxField
          label="Show to shoppers"
          hint="Listed beside the coupon box in the cart and at checkout, with what it gives."
          {...form.register("is_public")}
        />
        <div className="flex flex-wrap gap-3 pt-2">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? "Saving…" : "Save coupon"}
          </Button>
          <Button variant="ghost" onClick={() => navigate("/admin/coupons")}>
            Cancel
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
