import { giftFromMaxLength, giftMessageMaxLength, giftMessageProblem } from "@contract/gift-card";
import { TextAreaField, TextField } from "@web/components/ui/form-field";
import { Gift } from "lucide-react";

type GiftMessageFormProps = {
  message: string;
  from: string;
  onMessageChange: (message: string) => void;
  onFromChange: (from: string) => void;
};

/**
 * Decision 24's card on the payment step: an optional message (200 characters, line breaks kept) and
 * who it is from, printed on a card that travels with the gift, which never shows a price.
 */
export function GiftMessageForm({ message, from, onMessageChange, onFromChange }: GiftMessageFormProps) {
  return (
    <section
      aria-labelledby="gift-card-title"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-soft ring-1 ring-cocoa-100"
    >
      <div>
        <h2 id="gift-card-title" className="flex items-center gap-2 text-lg text-cocoa-900">
          <Gift aria-hidden="true" className="size-4 text-amber-700" />
          Add a gift card <span className="font-sans text-sm font-normal text-cocoa-500">(optional)</span>
        </h2>
        <p className="mt-1 text-sm text-cocoa-600">
          We print your message on a card that goes with the gift. No prices travel with it.
        </p>
      </div>
      <TextAreaField
        label="Gift message"
        value={message}
        onChange={(event) => onMessageChange(event.target.value)}
        maxLength={giftMessageMaxLength}
        rows={4}
        placeholder="Happy birthday! With love…"
        hint={`${message.length}/${giftMessageMaxLength}`}
        error={giftMessageProblem(message) ?? undefined}
        className="resize-y"
      />
      <TextField
        label="From"
        value={from}
        onChange={(event) => onFromChange(event.target.value)}
        maxLength={giftFromMaxLength}
        autoComplete="off"
        placeholder="Your name, as it should be signed"
      />
    </section>
  );
}
