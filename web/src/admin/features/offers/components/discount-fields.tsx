import { discountPreviewPaise, type OfferForm } from "@contract/admin/offers";
import { formatInr, toPaise } from "@contract/money";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { useFormContext, useWatch } from "react-hook-form";
import { IstDateTimeField } from "./ist-date-time-field";

/** The fields offers and coupons share; a coupon's form has these too. */
export type DiscountFormValues = Omit<OfferForm, "name">;

const wholeOrNull = (value: unknown) => (value === "" || value === null ? null : Number(value));

function paiseOrNull(value: unknown): number | null {
  if (value === null || value === "" || value === undefined) return null;
  try {
    const paise = toPaise(String(value));
    return paise >= 0 ? paise : null;
  } catch {
    return null;
  }
}

/** "On an order of ₹1,499 this gives ₹224.85 off", computed by checkout's own discount rule. */
function DiscountPreview() {
  const values = useWatch<DiscountFormValues>();
  const minimum = paiseOrNull(values.min_order_amount) ?? 0;
  const example = Math.max(minimum, 100_000);
  const percentage = values.discount_type === "percentage";
  const amount = paiseOrNull(values.discount_amount);
  const max = paiseOrNull(values.max_discount_amount);
  if (percentage ? !Number.isInteger(values.discount_percentage) : amount === null) return null;
  const off = discountPreviewPaise(
    {
      discount_type: percentage ? "percentage" : "fixed",
      discount_percentage: percentage ? (values.discount_percentage ?? null) : null,
      discount_amount: percentage || amount === null ? null : String(amount / 100),
      max_discount_amount: percentage && max !== null ? String(max / 100) : null,
    },
    example,
  );
  return (
    <p className="rounded-xl bg-cream-200 px-4 py-3 text-sm text-cocoa-800" aria-live="polite">
      On an order of {formatInr(example)} this gives <strong>{formatInr(off)} off</strong>.
    </p>
  );
}

/**
 * Kind of discount, its size, minimum order, dates and the on switch. Switching the kind empties the
 * other kind's fields, so the form never sends a half-filled mix the server would refuse.
 */
export function DiscountFields() {
  const { register, control, setValue, formState } = useFormContext<DiscountFormValues>();
  const errors = formState.errors;
  const kind = useWatch({ control, name: "discount_type" });
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Discount"
          error={errors.discount_type?.message}
          {...register("discount_type", {
            onChange: (event: { target: { value: string } }) => {
              const percentage = event.target.value === "percentage";
              setValue(percentage ? "discount_amount" : "discount_percentage", null);
              if (!percentage) setValue("max_discount_amount", null);
            },
          })}
        >
          <option value="percentage">Percentage off</option>
          <option value="fixed">Fixed amount off</option>
        </SelectField>
        {kind === "percentage" ? (
          <TextField
            label="Percentage"
            inputMode="numeric"
            error={errors.discount_percentage?.message}
            {...register("discount_percentage", { setValueAs: wholeOrNull })}
          />
        ) : (
          <TextField
            label="Amount off (₹)"
            inputMode="decimal"
            error={errors.discount_amount?.message}
            {...register("discount_amount")}
          />
        )}
        {kind === "percentage" && (
          <TextField
            label="Maximum discount (₹)"
            inputMode="decimal"
            hint="Leave empty for no cap"
            error={errors.max_discount_amount?.message}
            {...register("max_discount_amount")}
          />
        )}
        <TextField
          label="Minimum order (₹)"
          inputMode="decimal"
          error={errors.min_order_amount?.message}
          {...register("min_order_amount")}
        />
      </div>
      <DiscountPreview />
      <div className="grid gap-4 sm:grid-cols-2">
        <IstDateTimeField control={control} name="start_date" label="Starts" />
        <IstDateTimeField control={control} name="end_date" label="Ends" />
      </div>
      <CheckboxField label="Active" hint="Switched off, it is never applied." {...register("is_active")} />
    </>
  );
}
