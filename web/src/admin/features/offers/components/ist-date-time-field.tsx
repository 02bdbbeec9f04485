import { TextField } from "@web/components/ui/form-field";
import { type Control, Controller, type FieldValues, type Path } from "react-hook-form";
import { isoOfIstInput, istInputValue } from "./ist-date-time";

type IstDateTimeFieldProps<T extends FieldValues> = { control: Control<T>; name: Path<T>; label: string };

/**
 * A date and time typed in India's time, whatever the browser's own zone: the form holds the ISO
 * instant with +05:30, which is what the contract's schema reads and the server stores as UTC.
 */
export function IstDateTimeField<T extends FieldValues>({ control, name, label }: IstDateTimeFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          label={label}
          type="datetime-local"
          hint="India time (IST)"
          name={field.name}
          ref={field.ref}
          value={istInputValue(String(field.value ?? ""))}
          onChange={(event) => field.onChange(isoOfIstInput(event.target.value))}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
