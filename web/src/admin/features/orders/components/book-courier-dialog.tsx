import type { AdminOrder } from "@contract/admin/orders";
import {
  type AdminShipment,
  type CourierChoices,
  type ParcelInput,
  parcelInput,
} from "@contract/admin/shipments";
import { zodResolver } from "@hookform/resolvers/zod";
import { useDebouncedValue } from "@web/admin/components/use-debounced-value";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { Spinner } from "@web/components/ui/spinner";
import { messageForError } from "@web/lib/http";
import { Truck } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { useBookShipment } from "../api/book-shipment";
import { useCourierChoices } from "../api/get-courier-choices";
import { ConfirmDialog } from "./confirm-dialog";
import { CourierChoiceList } from "./courier-choice-list";

/** Long enough to type "1200" without asking Shiprocket for 1, 12 and 120 grams on the way. */
export const parcelSettleMs = 500;

type Props = { order: AdminOrder; defaultParcel: ParcelInput; open: boolean; onClose: () => void };

/**
 * The courier a booking goes with: the one staff picked while it is still offered for this parcel,
 * else the recommended one, else Shiprocket's own pick (null).
 */
function courierToBook(choices: CourierChoices | undefined, picked: number | null | undefined) {
  if (picked === null || choices === undefined) return null;
  const offered = new Set(choices.couriers.map((courier) => courier.id));
  if (picked !== undefined && offered.has(picked)) return picked;
  const recommended = choices.recommended_courier_id;
  return recommended !== null && offered.has(recommended) ? recommended : null;
}

const bookedMessage = (shipment: AdminShipment) =>
  shipment.awb
    ? `Booked with ${shipment.courier ?? "the courier"}, AWB ${shipment.awb}.`
    : "Sent to Shiprocket; the booking shows here once it is made.";

function BookCourierForm({ order, defaultParcel, onClose }: Omit<Props, "open">) {
  const form = useForm<z.input<typeof parcelInput>, unknown, ParcelInput>({
    resolver: zodResolver(parcelInput),
    defaultValues: defaultParcel,
    mode: "onChange",
  });
  const typed = parcelInput.safeParse(useWatch({ control: form.control }));
  // Compared as text: a new object on every keystroke would ask Shiprocket again for the same box.
  const settled = useDebouncedValue(typed.success ? JSON.stringify(typed.data) : null, parcelSettleMs);
  const choices = useCourierChoices(order.id, settled === null ? null : (JSON.parse(settled) as ParcelInput));
  const [picked, setPicked] = useState<number | null | undefined>(undefined);
  const list = choices.data;
  const courierId = courierToBook(list, picked);
  const book = useBookShipment();
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (parcel) => book.mutateAsync({ order_id: order.id, courier_id: courierId, parcel }),
    savedMessage: bookedMessage,
    afterSave: onClose,
  });
  const { errors } = form.formState;
  const field = (name: keyof ParcelInput, label: string) => (
    <TextField
      label={label}
      type="number"
      inputMode="numeric"
      autoComplete="off"
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );
  const current = typed.success && settled === JSON.stringify(typed.data) && !choices.isFetching;
  const canBook = current && list !== undefined && list.couriers.length > 0 && !book.isPending;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Book a courier">
      <fieldset>
        <legend className="mb-1.5 font-medium text-cocoa-800 text-sm">Parcel</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {field("weight_grams", "Weight (g)")}
          {field("length_cm", "Length (cm)")}
          {field("breadth_cm", "Breadth (cm)")}
          {field("height_cm", "Height (cm)")}
        </div>
      </fieldset>
      <div aria-live="polite" aria-busy={choices.isFetching}>
        {choices.isFetching && <Spinner className="size-5" label="Asking Shiprocket for couriers" />}
        {choices.isError && <ErrorBox>{messageForError(choices.error)}</ErrorBox>}
        {list && list.couriers.length === 0 && (
          <p className="rounded-xl bg-cocoa-50 p-3 text-cocoa-700 text-sm">
            {list.message ?? `No courier serves ${list.delivery_pincode}.`}
          </p>
        )}
        {list && list.couriers.length > 0 && (
          <CourierChoiceList choices={list} selected={courierId} onSelect={setPicked} />
        )}
      </div>
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onClose} disabled={book.isPending}>
          Not now
        </Button>
        <Button type="submit" disabled={!canBook}>
          <Truck aria-hidden="true" className="size-4" />
          {book.isPending ? "Booking…" : "Book"}
        </Button>
      </div>
    </form>
  );
}

/**
 * Books the order with a courier: the parcel starts from the shop's default box, the couriers that
 * serve the pincode are asked again when it changes, and a refusal stays here in Shiprocket's words.
 */
export function BookCourierDialog({ open, onClose, ...props }: Props) {
  return (
    <ConfirmDialog
      open={open}
      title={`Book a courier for order #${props.order.order_number}`}
      onClose={onClose}
      width="wide"
    >
      <BookCourierForm {...props} onClose={onClose} />
    </ConfirmDialog>
  );
}
