import type { AdminContactMessage } from "@contract/admin/content-inbox";
import { Button } from "@web/components/ui/button";
import { formatDateTime } from "@web/lib/format-date";
import { Mail, Phone, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { useMarkMessageUnread } from "../api/mark-message-unread";

type MessageViewProps = {
  message: AdminContactMessage;
  onChange: (message: AdminContactMessage) => void;
  onClose: () => void;
};

/** One message in full, with ways to answer it and to set it back to unread for later. */
export function MessageView({ message, onChange, onClose }: MessageViewProps) {
  const markUnread = useMarkMessageUnread();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a message from far down the list (or on a phone) brings it into view and reads it out.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when another message is opened.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "nearest" });
  }, [message.id]);
  return (
    <section
      aria-labelledby="message-heading"
      className="mb-6 rounded-2xl border border-amber-200 bg-white p-4 shadow-xs md:p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2
            id="message-heading"
            ref={heading}
            tabIndex={-1}
            className="font-display text-xl text-cocoa-900"
          >
            {message.name}
            {message.is_customer && (
              <span className="ml-2 align-middle text-xs font-semibold text-amber-800">Customer</span>
            )}
          </h2>
          <p className="text-sm text-cocoa-600">
            Received {formatDateTime(message.created_at)}
            {message.read_at ? ` · read ${formatDateTime(message.read_at)}` : " · unread"}
          </p>
        </div>
        <button
          type="button"
          aria-label="Close the message"
          onClick={onClose}
          className="flex size-9 shrink-0 items-center justify-center rounded-lg text-cocoa-700 hover:bg-cocoa-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <p className="mt-4 whitespace-pre-wrap break-words text-cocoa-900">{message.message}</p>
      <div className="mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <a
          href={`mailto:${message.email}`}
          className="inline-flex items-center gap-1.5 text-amber-800 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4" /> {message.email}
        </a>
        {message.phone && (
          <a
            href={`tel:${message.phone}`}
            className="inline-flex items-center gap-1.5 text-amber-800 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4" /> {message.phone}
          </a>
        )}
        {message.read_at && (
          <Button
            variant="outline"
            size="sm"
            disabled={markUnread.isPending}
            onClick={() => markUnread.mutate(message.id, { onSuccess: onChange })}
          >
            Mark as unread
          </Button>
        )}
      </div>
    </section>
  );
}
