import {
  type AdminLocalDelivery,
  type LocalDeliveryForm,
  localDeliveryInput,
} from "@contract/admin/delivery-slots";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { Plus } from "lucide-react";
import { useFieldArray, useForm } from "react-hook-form";
import { useSaveLocalDelivery } from "../api/save-local-delivery";

const whole = (value: unknown) => (value === "" || value === null ? null : Number(value));

const kindNames = { window: "Window", fixed_time: "Fixed time", midnight: "Midnight" } as const;

type SlotForm = LocalDeliveryForm["slots"][number];

const newSlot: SlotForm = {
  id: null,
  kind: "window",
  start: "09:00",
  end: "13:00",
  fee: "0.00",
  default_capacity: 20,
  is_active: true,
};

/** A zone that has never hand-delivered starts from the shop's usual terms, switched off. */
export const firstHandDelivery = (areaName: string): LocalDeliveryForm => ({
  is_active: false,
  area_name: areaName,
  position: 0,
  cutoff: "14:00",
  lead_days: 0,
  notice_minutes: 180,
  horizon_days: 30,
  charge: "49.00",
  free_shipping_value: "999.00",
  slots: [
    newSlot,
    { ...newSlot, start: "13:00", end: "17:00" },
    { ...newSlot, start: "17:00", end: "21:00" },
  ],
});

export const handDeliveryForm = (local: AdminLocalDelivery): LocalDeliveryForm => ({
  is_active: local.is_active,
  area_name: local.area_name,
  position: local.position,
  cutoff: local.cutoff,
  lead_days: local.lead_days,
  notice_minutes: local.notice_minutes,
  horizon_days: local.horizon_days,
  charge: local.charge,
  free_shipping_value: local.free_shipping_value,
  slots: local.slots.map(({ id, kind, start, end, fee, default_capacity, is_active }) => ({
    id,
    kind,
    start,
    end,
    fee,
    default_capacity,
    is_active,
  })),
});

/**
 * The zone's own hand delivery, saved on its own (settings and slots together): the cut-off and
 * notice in India time, the charge, and the slots shoppers choose from. A slot an order points at is
 * switched off rather than removed; the server keeps it when it is left out.
 */
export function HandDeliveryPanel({ zoneId, initial }: { zoneId: number; initial: LocalDeliveryForm }) {
  const form = useForm({ resolver: zodResolver(localDeliveryInput), defaultValues: initial });
  const save = useSaveLocalDelivery(zoneId);
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    // Checked by the schema, sent as typed: the wire carries times as "HH:MM", not the parsed minutes.
    save: () => save.mutateAsync(form.getValues()),
    savedMessage: "Hand delivery saved",
    afterSave: (zone) => {
      if (zone.local_delivery) form.reset(handDeliveryForm(zone.local_delivery));
    },
  });
  const slots = useFieldArray({ control: form.control, name: "slots" });
  const { register, formState } = form;
  const errors = formState.errors;
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="hand-delivery-heading"
      className="mt-8 max-w-5xl space-y-5 rounded-xl border border-cocoa-100 bg-white p-4 sm:p-6"
    >
      <h2 id="hand-delivery-heading" className="font-display text-cocoa-900 text-xl">
        Hand delivery
      </h2>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <CheckboxField
        label="Deliver by hand in this zone"
        hint="Shoppers choose a date and a time slot; you deliver it yourselves."
        {...register("is_active")}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Area name"
          hint="What shoppers call the place, e.g. Delhi"
          error={errors.area_name?.message}
          {...register("area_name")}
        />
        <TextField
          label="Same-day cut-off (India time)"
          type="time"
          error={errors.cutoff?.message}
          {...register("cutoff")}
        />
        <TextField
          label="Lead days"
          inputMode="numeric"
          hint="0 allows delivery today"
          error={errors.lead_days?.message}
          {...register("lead_days", { setValueAs: whole })}
        />
        <TextField
          label="Notice (minutes)"
          inputMode="numeric"
          hint="A slot closes this long before it starts"
          error={errors.notice_minutes?.message}
          {...register("notice_minutes", { setValueAs: whole })}
        />
        <TextField
          label="Booking horizon (days)"
          inputMode="numeric"
          error={errors.horizon_days?.message}
          {...register("horizon_days", { setValueAs: whole })}
        />
        <TextField
          label="Position in lists"
          inputMode="numeric"
          hint="Order of the city when messages name them"
          error={errors.position?.message}
          {...register("position", { setValueAs: whole })}
        />
        <TextField
          label="Charge (₹)"
          inputMode="decimal"
          error={errors.charge?.message}
          {...register("charge")}
        />
        <TextField
          label="Free from (₹)"
          inputMode="decimal"
          error={errors.free_shipping_value?.message}
          {...register("free_shipping_value")}
        />
      </div>
      <fieldset className="space-y-3">
        <legend className="mb-2 font-display text-cocoa-900 text-lg">Slots</legend>
        {errors.slots?.message && <p className="text-red-700 text-sm">{errors.slots.message}</p>}
        {errors.slots?.root?.message && <p className="text-red-700 text-sm">{errors.slots.root.message}</p>}
        {slots.fields.map((field, index) => {
          const slotErrors = errors.slots?.[index];
          const name = `Slot ${index + 1}`;
          return (
            <fieldset
              key={field.id}
              aria-label={name}
              className="grid grid-cols-2 items-end gap-3 rounded-lg border border-cocoa-100 p-3 md:grid-cols-4 xl:grid-cols-[8rem_9.5rem_9.5rem_5.5rem_5.5rem_auto_auto]"
            >
              <SelectField
                label="Kind"
                error={slotErrors?.kind?.message}
                {...register(`slots.${index}.kind`)}
              >
                {Object.entries(kindNames).map(([kind, label]) => (
                  <option key={kind} value={kind}>
                    {label}
                  </option>
                ))}
              </SelectField>
              <TextField
                label="Start"
                type="time"
                error={slotErrors?.start?.message}
                {...register(`slots.${index}.start`)}
              />
              <TextField
                label="End"
                type="time"
                error={slotErrors?.end?.message}
                {...register(`slots.${index}.end`)}
              />
              <TextField
                label="Fee (₹)"
                inputMode="decimal"
                error={slotErrors?.fee?.message}
                {...register(`slots.${index}.fee`)}
              />
              <TextField
                label="Capacity"
                inputMode="numeric"
                error={slotErrors?.default_capacity?.message}
                {...register(`slots.${index}.default_capacity`, { setValueAs: whole })}
              />
              <CheckboxField label="On" {...register(`slots.${index}.is_active`)} />
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Remove ${name.toLowerCase()}`}
                onClick={() => slots.remove(index)}
              >
                Remove
              </Button>
            </fieldset>
          );
        })}
        <Button variant="outline" size="sm" onClick={() => slots.append(newSlot)}>
          <Plus aria-hidden="true" className="size-4" /> Add a slot
        </Button>
      </fieldset>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving…" : "Save hand delivery"}
      </Button>
    </form>
  );
}
