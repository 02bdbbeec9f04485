import { type ShippingZoneForm, shippingZoneInput } from "@contract/admin/shipping";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextAreaField, TextField } from "@web/components/ui/form-field";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { useSaveZone } from "../api/save-zone";

const whole = (value: unknown) => (value === "" || value === null ? null : Number(value));
const newExpress = { days: 1, charge: "", free_shipping_value: "" };

/**
 * A shipping zone's form, checked by the same schema the API uses: the pincodes it serves (prefixes
 * and ranges in one box), whether couriers deliver there, Standard terms and, where a courier offers
 * it, Express. A refused save
 * keeps every value typed; a pincode another zone serves is named under the box.
 */
export function ZoneForm({ id, initial }: { id: number | null; initial: ShippingZoneForm }) {
  const form = useForm({ resolver: zodResolver(shippingZoneInput), defaultValues: initial });
  const save = useSaveZone();
  const navigate = useNavigate();
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (input) => save.mutateAsync({ id, input }),
    savedMessage: (saved) => `${saved.name} saved`,
    afterSave: () => navigate("/admin/shipping"),
  });
  const [express, setExpress] = useState(initial.express !== null);
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className="max-w-2xl space-y-5 rounded-xl border border-cocoa-100 bg-white p-4 sm:p-6"
    >
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <TextField label="Name" error={errors.name?.message} {...register("name")} />
      <TextAreaField
        label="Pincodes"
        rows={3}
        hint="Prefixes like 411 or 4110, and ranges like 110001-110096, separated by commas or spaces. The longest matching prefix wins."
        error={errors.pincodes?.message}
        {...register("pincodes")}
      />
      <CheckboxField
        label="Courier delivery"
        hint="Standard and Express by courier. Switched off, the zone delivers only by hand and its courier terms are kept for later."
        {...register("courier_enabled")}
      />
      <fieldset className="space-y-3">
        <legend className="mb-2 font-display text-lg text-cocoa-900">Standard</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Days"
            inputMode="numeric"
            error={errors.standard?.days?.message}
            {...register("standard.days", { setValueAs: whole })}
          />
          <TextField
            label="Charge (₹)"
            inputMode="decimal"
            error={errors.standard?.charge?.message}
            {...register("standard.charge")}
          />
          <TextField
            label="Free from (₹)"
            inputMode="decimal"
            error={errors.standard?.free_shipping_value?.message}
            {...register("standard.free_shipping_value")}
          />
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-display text-lg text-cocoa-900">Express</legend>
        <CheckboxField
          label="Offer express delivery"
          checked={express}
          onChange={(event) => {
            setExpress(event.target.checked);
            form.setValue("express", event.target.checked ? newExpress : null);
          }}
        />
        {express && (
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label="Days"
              inputMode="numeric"
              error={errors.express?.days?.message}
              {...register("express.days", { setValueAs: whole })}
            />
            <TextField
              label="Charge (₹)"
              inputMode="decimal"
              error={errors.express?.charge?.message}
              {...register("express.charge")}
            />
            <TextField
              label="Free from (₹)"
              inputMode="decimal"
              error={errors.express?.free_shipping_value?.message}
              {...register("express.free_shipping_value")}
            />
          </div>
        )}
      </fieldset>
      <CheckboxField
        label="Active"
        hint="Switched off, its pincodes are not served."
        {...register("is_active")}
      />
      <div className="flex flex-wrap gap-3 pt-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save zone"}
        </Button>
        <Button variant="ghost" onClick={() => navigate("/admin/shipping")}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
