import { type ShipOrderInput, type ShipOrderRequest, shipOrderRequest } from "@contract/admin/orders";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { Truck } from "lucide-react";
import { useForm } from "react-hook-form";
import { useShipOrder } from "../api/ship-order";

/** Courier and tracking number (both optional) and the button that marks the order shipped. */
export function ShipOrderForm({ orderId }: { orderId: number }) {
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
      {failure && <ErrorBox>{failure}</ErrorBox>}
      <Button type="submit" disabled={ship.isPending} className="w-full sm:w-auto">
        <Truck aria-hidden="true" className="size-4" />
        {ship.isPending ? "Saving…" : "Mark shipped"}
      </Button>
    </form>
  );
}
