import { addressFieldMax } from "@contract/account-rules";
import type { Address } from "@contract/address";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { ApiError, type FieldErrors } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { type Autofilled, fillFromPincode } from "../address-autofill";
import {
  type AddressField,
  type AddressValues,
  addressFields,
  addressLabels,
  emptyAddress,
  inputOf,
  validateAddress,
  valuesOf,
} from "../address-values";
import { useCreateAddress } from "../api/create-address";
import { useUpdateAddress } from "../api/update-address";
import { indianStates } from "../indian-states";

type AddressFormProps = {
  /** The address being edited (its fields pre-fill the form), or none for a new one. */
  address?: Address;
  onDone: () => void;
  /** Called with the saved address after a successful save, once the form has closed. */
  onSaved?: (saved: Address) => void;
};

/** Product §4 address form: add or edit; cancel or success closes it (the manager unmounts it, resetting it). */
export function AddressForm({ address, onDone, onSaved }: AddressFormProps) {
  const [entry, setEntry] = useState<{ values: AddressValues; autofilled: Autofilled }>(() => ({
    values: address ? valuesOf(address) : emptyAddress,
    autofilled: {},
  }));
  const { values } = entry;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateAddress();
  const update = useUpdateAddress();
  const saving = create.isPending || update.isPending;
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    form.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    focusField(form.current, "full_name");
  }, []);

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    const first = addressFields.find((field) => found[field]);
    if (first) focusField(form.current, first);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = validateAddress(values);
    showErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = inputOf(values);
    const handlers = {
      onSuccess: (saved: Address) => {
        toast.success(address ? "Address updated successfully" : "Address added successfully");
        onDone();
        onSaved?.(saved);
      },
      onError: (failure: Error) => {
        toast.error("Failed to update address");
        if (failure instanceof ApiError && Object.keys(failure.fieldErrors).length > 0) {
          showErrors(failure.fieldErrors);
        } else if (failure instanceof ApiError && failure.status !== 0) {
          setFormError(failure.message);
        }
      },
    };
    if (address) update.mutate({ id: address.id, input }, handlers);
    else create.mutate(input, handlers);
  };

  const bind = (field: AddressField) => ({
    name: field,
    label: addressLabels[field].label,
    value: values[field],
    error: errors[field]?.[0],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      const change = (current: typeof entry) => {
        const typed = { ...current.values, [field]: value };
        return field === "pincode"
          ? fillFromPincode(typed, current.autofilled)
          : { values: typed, autofilled: current.autofilled };
      };
      // A field the autofill fills is fixed too, so its "required" goes with the pincode's.
      const next = change(entry).values;
      const fixed = addressFields.filter((name) => name === field || next[name] !== values[name]);
      setEntry(change);
      setErrors((current) =>
        Object.fromEntries(Object.entries(current).filter(([name]) => !fixed.includes(name as AddressField))),
      );
    },
  });

  // An address saved before the select existed may spell its state differently; keep it choosable.
  const stateOptions: readonly string[] =
    values.state && !(indianStates as readonly string[]).includes(values.state)
      ? [values.state, ...indianStates]
      : indianStates;

  return (
    <form
      ref={form}
      noValidate
      onSubmit={submit}
      aria-labelledby="address-form-title"
      className="scroll-mt-28 rounded-2xl bg-white p-5 shadow-soft ring-1 ring-amber-200 sm:p-7"
    >
      <h3 id="address-form-title" className="mb-5 text-xl text-cocoa-900">
        {address ? "Edit Address" : "Add New Address"}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...bind("full_name")}
          autoComplete="name"
          required
          maxLength={addressFieldMax.full_name}
        />
        <TextField
          {...bind("phone")}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="10-digit mobile number"
          required
        />
        <TextField
          {...bind("house_no")}
          autoComplete="address-line1"
          required
          maxLength={addressFieldMax.house_no}
        />
        <TextField
          {...bind("street")}
          autoComplete="address-line2"
          required
          maxLength={addressFieldMax.street}
        />
        <div className="sm:col-span-2">
          <TextField {...bind("landmark")} placeholder="Near…" maxLength={addressFieldMax.landmark} />
        </div>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        <TextField
          {...bind("pincode")}
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="6-digit pincode"
          hint="Fills in the city and state"
          required
          maxLength={6}
        />
        <TextField
          {...bind("city")}
          autoComplete="address-level2"
          required
          maxLength={addressFieldMax.city}
        />
        <SelectField {...bind("state")} autoComplete="address-level1" required>
          <option value="">Select a state</option>
          {stateOptions.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </SelectField>
      </div>
      {formError && <ErrorBox className="mt-5">{formError}</ErrorBox>}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? "Saving..." : address ? "Update Address" : "Save Address"}
        </Button>
      </div>
    </form>
  );
}

function focusField(form: HTMLFormElement | null, field: AddressField) {
  const control = form?.elements.namedItem(field);
  if (control instanceof HTMLElement) control.focus({ preventScroll: true });
}
