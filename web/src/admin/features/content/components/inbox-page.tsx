import type { AdminContactMessage } from "@contract/admin/content-inbox";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import type { AdminColumn } from "@web/admin/components/data-table";
import { PagedTable } from "@web/admin/components/paged-table";
import { useSearchParamState } from "@web/admin/components/use-search-param-state";
import { formatDateTime } from "@web/lib/format-date";
import { useState } from "react";
import { useContactMessages } from "../api/get-contact-messages";
import { useMarkMessageRead } from "../api/mark-message-read";
import { MessageView } from "./message-view";

type Row = AdminContactMessage & { open: () => void; opened: boolean };

const columns: AdminColumn<Row>[] = [
  {
    id: "from",
    header: "From",
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className={row.original.read_at ? "" : "font-semibold"}>
          {!row.original.read_at && (
            <span
              aria-hidden="true"
              className="mr-1.5 inline-block size-2 rounded-full bg-amber-600 align-middle"
            />
          )}
          {row.original.name}
        </p>
        <p className="break-all text-cocoa-600">{row.original.email}</p>
      </div>
    ),
  },
  {
    id: "message",
    header: "Message",
    cell: ({ row }) => <p className="line-clamp-2 max-w-md text-cocoa-700">{row.original.message}</p>,
  },
  { id: "received", header: "Received", cell: ({ row }) => formatDateTime(row.original.created_at) },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) =>
      row.original.read_at ? (
        <span className="text-cocoa-600">Read</span>
      ) : (
        <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
          Unread
        </span>
      ),
  },
  {
    id: "open",
    header: "Open",
    cell: ({ row }) => (
      <button
        type="button"
        onClick={row.original.open}
        aria-label={`Open the message from ${row.original.name}`}
        aria-pressed={row.original.opened}
        className="h-9 rounded-full border border-cocoa-200 px-4 text-sm font-semibold text-cocoa-900 hover:border-amber-500"
      >
        Open
      </button>
    ),
  },
];

/** Messages from the contact form, newest first; opening one marks it read for every staff member. */
export default function InboxPage() {
  const { get, page, set } = useSearchParamState();
  const unreadOnly = get("unread") === "true";
  const messages = useContactMessages({ page, unreadOnly });
  const markRead = useMarkMessageRead();
  const [opened, setOpened] = useState<AdminContactMessage | null>(null);
  const open = (message: AdminContactMessage) => {
    setOpened(message);
    if (!message.read_at) markRead.mutate(message.id, { onSuccess: setOpened });
  };
  return (
    <>
      <AdminPageHeader title="Inbox" />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <CheckboxField
          label="Unread only"
          checked={unreadOnly}
          onChange={(event) => set({ unread: event.target.checked ? "true" : null })}
        />
        {messages.data && <p className="text-sm text-cocoa-600">{messages.data.unread_count} unread</p>}
      </div>
      {opened && <MessageView message={opened} onChange={setOpened} onClose={() => setOpened(null)} />}
      <PagedTable
        list={messages}
        loadError="Could not load the inbox"
        caption="Contact messages"
        columns={columns}
        rows={(items) =>
          items.map(
            (message): Row => ({
              ...message,
              opened: opened?.id === message.id,
              open: () => open(message),
            }),
          )
        }
        empty={unreadOnly ? "No unread messages. All caught up!" : "No messages yet."}
        page={page}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}
