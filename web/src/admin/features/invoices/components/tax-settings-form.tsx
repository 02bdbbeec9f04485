import { invoicePrefixMaxLength } from "@contract/financial-year";
import { gstRates } from "@contract/gst-split";
import { indianStates } from "@contract/gstin";
import {
  type AdminTaxSettings,
  defaultChargesRate,
  defaultChargesSac,
  taxSettingsInput,
} from "@contract/invoices";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { useForm } from "react-hook-form";
import { useSaveTaxSettings } from "../api/save-tax-settings";

const stateNames = indianStates.map((state) => state.name).sort((a, b) => a.localeCompare(b, "en"));

function initialValues(settings: AdminTaxSettings["settings"]) {
  return {
    legal_name: settings?.legal_name ?? "",
    trade_name: settings?.trade_name ?? "",
    address_line1: settings?.address_line1 ?? "",
    address_line2: settings?.address_line2 ?? "",
    city: settings?.city ?? "",
    pincode: settings?.pincode ?? "",
    state: settings?.state ?? "",
    gstin: settings?.gstin ?? "",
    invoice_prefix: settings?.invoice_prefix ?? "",
    charges_gst_rate: settings?.charges_gst_rate ?? defaultChargesRate,
    charges_sac: settings?.charges_sac ?? defaultChargesSac,
  };
}

/**
 * The seller as every invoice prints it, checked by the schema the API uses. Once a number has been
 * issued this financial year the prefix is shown but cannot change (the server refuses it until April).
 */
export function TaxSettingsForm({ taxSettings }: { taxSettings: AdminTaxSettings }) {
  const save = useSaveTaxSettings();
  const form = useForm({
    resolver: zodResolver(taxSettingsInput),
    defaultValues: initialValues(taxSettings.settings),
  });
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => save.mutateAsync(values),
    savedMessage: "GST details saved",
  });
  const errors = form.formState.errors;
  const { register } = form;
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Seller's GST details"
      className="space-y-4"
    >
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Legal name" error={errors.legal_name?.message} {...register("legal_name")} />
        <TextField
          label="Trade name"
          hint="Optional: the shop's name, if it differs from the legal name"
          error={errors.trade_name?.message}
          {...register("trade_name")}
        />
        <TextField label="Address" error={errors.address_line1?.message} {...register("address_line1")} />
        <TextField
          label="Address line 2"
          hint="Optional"
          error={errors.address_line2?.message}
          {...register("address_line2")}
        />
        <TextField label="City" error={errors.city?.message} {...register("city")} />
        <TextField
          label="Pincode"
          inputMode="numeric"
          maxLength={6}
          error={errors.pincode?.message}
          {...register("pincode")}
        />
        <SelectField label="State" error={errors.state?.message} {...register("state")}>
          <option value="">Choose a state</option>
          {stateNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </SelectField>
        <TextField
          label="GSTIN"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={15}
          className="uppercase"
          hint="15 characters; the first two are the state's code"
          error={errors.gstin?.message}
          {...register("gstin")}
        />
        <TextField
          label="Invoice prefix"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={invoicePrefixMaxLength}
          className="uppercase"
          hint="Invoices are numbered like MT/26-27/000123; credit notes like MTC/26-27/000007. Locked once a number is issued this financial year."
          error={errors.invoice_prefix?.message}
          {...register("invoice_prefix")}
          // A disabled field set here (not through register) still sends its value, which the server expects unchanged.
          disabled={taxSettings.prefix_locked}
        />
        <SelectField
          label="GST rate for delivery charges"
          error={errors.charges_gst_rate?.message}
          {...register("charges_gst_rate", { setValueAs: (value: unknown) => Number(value) })}
        >
          {gstRates.map((rate) => (
            <option key={rate} value={rate}>
              {rate} %
            </option>
          ))}
        </SelectField>
        <TextField
          label="SAC for delivery charges"
          inputMode="numeric"
          maxLength={6}
          hint="6 digits; 996812 is courier services"
          error={errors.charges_sac?.message}
          {...register("charges_sac")}
        />
      </div>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save GST details"}
      </Button>
    </form>
  );
}
