import { type ShipOrderInput, type ShipOrderRequest, shipOrderRequest } from "@contract/admin/orders";
import type { AdminShipment } from "@contract/admin/shipments";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { Truck } from "lucide-react";
import { useForm } from "react-hook-form";
import { useShipOrder } from "../api/ship-order";

type Props = {
  orderId: number;
  /** Courier booking is set up, so this button is for parcels sent some other way. */
  byHand?: boolean;
  /** A courier booked through Shiprocket: the order keeps its courier and AWB, so none are typed. */
  booked?: Pick<AdminShipment, "courier" | "awb"> | null;
};

/** Courier and tracking number (both optional) and the button that marks the order shipped. */
export function ShipOrderForm({ orderId, byHand = false, booked = null }: Props) {
  const ship = useShipOrder(orderId);
  const form = useForm<ShipOrderInput, unknown, ShipOrderRequest>({
    resolver: zodResolver(shipOrderRequest),
    defaultValues: { courier: "", tracking_number: "" },
  });
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => ship.mutateAsync(values),
    savedMessage: "Marked shipped; the customer has been told.",
  });
  const { errors } = form.formState;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-3" aria-label="Ship this order">
      {booked ? (
        <p className="text-cocoa-700 text-sm">
          Booked with {booked.courier ?? "a courier"} (AWB {booked.awb}): the courier's updates mark it
          shipped. Mark it by hand only if they have not arrived; the courier and AWB stay.
        </p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Courier (optional)"
            autoComplete="off"
            error={errors.courier?.message}
            {...form.register("courier")}
          />
          <TextField
            label="Tracking number (optional)"
            autoComplete="off"
            error={errors.tracking_number?.message}
            {...form.register("tracking_number")}
          />
        </div>
      )}
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <Button type="submit" disabled={ship.isPending} className="w-full sm:w-auto">
        <Truck aria-hidden="true" className="size-4" />
        {ship.isPending ? "Saving…" : byHand ? "Mark shipped by hand" : "Mark shipped"}
      </Button>
    </form>
  );
}
