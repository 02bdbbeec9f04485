import { type AdminOrder, type CancelOrderRequest, cancelOrderRequest } from "@contract/admin/orders";
import { zodResolver } from "@hookform/resolvers/zod";
import { useSaveForm } from "@web/admin/components/use-save-form";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { formatAmount } from "@web/lib/format-money";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { useCancelOrder } from "../api/cancel-order";
import { ConfirmDialog } from "./confirm-dialog";

type Props = { order: AdminOrder; open: boolean; onClose: () => void };

/**
 * Asks before cancelling: a paid order is refunded in full through the gateway and its stock goes
 * back. A refund that fails keeps the dialog open with the gateway's message and the reason typed.
 */
export function CancelOrderDialog({ order, open, onClose }: Props) {
  const cancel = useCancelOrder(order.id);
  const form = useForm<z.input<typeof cancelOrderRequest>, unknown, CancelOrderRequest>({
    resolver: zodResolver(cancelOrderRequest),
    defaultValues: { reason: "" },
  });
  const paid = order.payment_status === "PAID";
  const { formRef, onSubmit, failure } = useSaveForm(form, {
    save: (values) => cancel.mutateAsync(values),
    savedMessage: paid ? "Order cancelled and refunded." : "Order cancelled.",
    afterSave: onClose,
  });
  return (
    <ConfirmDialog open={open} title={`Cancel order #${order.order_number}?`} onClose={onClose}>
      <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4">
        <p className="text-cocoa-700 text-sm">
          {paid
            ? `${formatAmount(order.amounts.total)} will be refunded to the customer through the payment gateway, and the items go back into stock. This cannot be undone.`
            : "The order is not paid. Its items go back into stock. This cannot be undone."}
        </p>
        <TextField
          label="Reason (optional)"
          autoComplete="off"
          error={form.formState.errors.reason?.message}
          {...form.register("reason")}
        />
        {failure && <ErrorBox>{failure}</ErrorBox>}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={cancel.isPending}>
            Keep order
          </Button>
          <Button type="submit" disabled={cancel.isPending} className="bg-red-700 hover:bg-red-800">
            {cancel.isPending
              ? paid
                ? "Refunding…"
                : "Cancelling…"
              : paid
                ? "Cancel & refund"
                : "Cancel order"}
          </Button>
        </div>
      </form>
    </ConfirmDialog>
  );
}
