import type { DayPlanOrder, DayPlanSlot } from "@contract/admin/deliveries";
import { indiaDate, shortDayText } from "@contract/india-time";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useMoveDelivery } from "../api/move-delivery";

type MoveDialogProps = {
  order: DayPlanOrder;
  /** The slot the order is booked in, and the date shown. */
  from: { slot: DayPlanSlot; date: string };
  /** The switched-on slots of the order's zone. */
  slots: DayPlanSlot[];
  onClose: () => void;
};

/**
 * Moves an order to another date or slot of its zone. The server decides (capacity, blocks, the
 * order's state) and its refusal stays in the dialog, so staff can pick again.
 */
export function MoveDialog({ order, from, slots, onClose }: MoveDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [date, setDate] = useState(from.date);
  const [slotId, setSlotId] = useState(String(from.slot.slot_id));
  const move = useMoveDelivery(order.id);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const moved = await move.mutateAsync({ delivery_date: date, delivery_slot_id: Number(slotId) });
      toast.success(
        `Order #${order.order_number} moved to ${shortDayText(moved.delivery_date)}, ${moved.delivery_slot_label}`,
      );
      ref.current?.close();
    } catch {
      // The refusal is shown in the dialog.
    }
  };
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl bg-white p-5 text-cocoa-900 shadow-lift backdrop:bg-cocoa-950/50"
    >
      <h2 id={titleId} className="mb-1 font-semibold text-lg">
        Move order #{order.order_number}
      </h2>
      <p className="mb-4 text-cocoa-700 text-sm">
        Now {shortDayText(from.date)}, {from.slot.label}. The customer is mailed the new time; the slot fee
        paid stays as it was.
      </p>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {move.isError && <ErrorBox>{messageForError(move.error)}</ErrorBox>}
        <TextField
          label="Delivery date"
          type="date"
          required
          min={indiaDate(new Date())}
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <SelectField label="Slot" value={slotId} onChange={(event) => setSlotId(event.target.value)}>
          {slots.map((slot) => (
            <option key={slot.slot_id} value={slot.slot_id}>
              {slot.label}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => ref.current?.close()}>
            Keep as is
          </Button>
          <Button type="submit" disabled={move.isPending || date === ""}>
            {move.isPending ? "Moving…" : "Move order"}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
