import { type ProductFormValues, taxMessages } from "@contract/admin/catalog";
import { gstRates } from "@contract/gst-split";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { useFormContext, useWatch } from "react-hook-form";

/**
 * HSN code and GST rate, printed on the product's invoice lines. Optional while stores seeded before
 * them are filled in, so a product without both says what it is missing.
 */
export function ProductTax() {
  const { register, formState, control } = useFormContext<ProductFormValues>();
  const [hsnCode, gstRate] = useWatch({ control, name: ["hsn_code", "gst_rate"] });
  const errors = formState.errors;
  const missing = !hsnCode || gstRate === null || gstRate === undefined;
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="HSN code"
          inputMode="numeric"
          maxLength={8}
          hint="4, 6 or 8 digits, e.g. 1806 for chocolates"
          error={errors.hsn_code?.message}
          {...register("hsn_code")}
        />
        <SelectField
          label="GST rate"
          error={errors.gst_rate?.message}
          {...register("gst_rate", {
            setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)),
          })}
        >
          <option value="">Not set</option>
          {gstRates.map((rate) => (
            <option key={rate} value={rate}>
              {rate} %
            </option>
          ))}
        </SelectField>
      </div>
      {missing && <p className="text-sm text-cocoa-600">{taxMessages.missing}</p>}
    </>
  );
}
