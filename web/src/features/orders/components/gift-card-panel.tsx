import { giftFromMaxLength, giftMessageMaxLength } from "@contract/gift-card";
import type { Order } from "@contract/orders";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextAreaField, TextField } from "@web/components/ui/form-field";
import { ApiError } from "@web/lib/http";
import { serverMessageOr } from "@web/lib/server-message";
import { Gift, Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { orderQueryOptions } from "../api/get-order";
import { useUpdateGiftMessage } from "../api/update-gift-message";

function CardForm({
  order,
  onDone,
  onRefused,
}: {
  order: Order;
  onDone: () => void;
  onRefused: (message: string) => void;
}) {
  const [message, setMessage] = useState(order.gift_message ?? "");
  const [from, setFrom] = useState(order.gift_from ?? "");
  const save = useUpdateGiftMessage();
  const queryClient = useQueryClient();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRefused("");
    save.mutate(
      { orderId: order.id, gift_message: message, gift_from: from },
      {
        onSuccess: onDone,
        onError: (error) => {
          onRefused(serverMessageOr(error, "Failed to save the card. Please try again."));
          // Packed meanwhile: the order is read again, and its card is no longer offered for editing.
          if (error instanceof ApiError && error.status === 409) {
            void queryClient.invalidateQueries({ queryKey: orderQueryOptions(order.id).queryKey });
          }
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Gift card" className="space-y-4">
      <TextAreaField
        label="Gift message"
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        maxLength={giftMessageMaxLength}
        rows={4}
        hint={`${message.length}/${giftMessageMaxLength}`}
        className="resize-y"
      />
      <TextField
        label="From"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
        maxLength={giftFromMaxLength}
        autoComplete="off"
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" variant="primary" size="sm" disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save card"}
        </Button>
      </div>
    </form>
  );
}

/**
 * Decision 24: the card printed and sent with the gift (never with a price), and an editor for it
 * until the order is packed; the server's refusal (already packed, too long) is shown as it said it.
 */
export function GiftCardPanel({ order, className = "" }: { order: Order; className?: string }) {
  const [editing, setEditing] = useState(false);
  const [refusal, setRefusal] = useState("");
  const editable = order.gift_message_editable;
  if (!order.gift_message && !order.gift_from && !editable) return null;

  return (
    <section aria-labelledby="order-gift-title" className={className}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="order-gift-title" className="flex items-center gap-2 text-lg text-cocoa-900">
          <Gift aria-hidden="true" className="size-4 text-amber-700" />
          Gift card
        </h2>
        {editable && !editing && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setRefusal("");
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" className="size-4" />
            {order.gift_message ? "Edit card" : "Add a card"}
          </Button>
        )}
      </div>
      {refusal && <ErrorBox className="mb-3">{refusal}</ErrorBox>}
      {editing && editable ? (
        <CardForm order={order} onDone={() => setEditing(false)} onRefused={setRefusal} />
      ) : order.gift_message || order.gift_from ? (
        <figure className="rounded-xl bg-cream-200/70 px-4 py-3 text-sm text-cocoa-800">
          {order.gift_message && (
            <blockquote className="whitespace-pre-line">{order.gift_message}</blockquote>
          )}
          {order.gift_from && (
            <figcaption className="mt-2 font-medium text-cocoa-900">— {order.gift_from}</figcaption>
          )}
        </figure>
      ) : (
        <p className="text-sm text-cocoa-600">
          No card yet. You can add a message until your gift is packed.
        </p>
      )}
    </section>
  );
}
