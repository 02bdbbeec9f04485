import type { AdminOrderItem } from "@contract/admin/orders";
import { formatAmount } from "@web/lib/format-money";
import { Download } from "lucide-react";
import { Panel } from "./panel";

/** A customer's photo: the thumbnail opens it full size in a new tab; the button saves it. */
function Photo({ url, filename }: { url: string; filename: string }) {
  return (
    <li className="flex flex-col items-center gap-1">
      <a href={url} target="_blank" rel="noreferrer" title={`Open ${filename}`}>
        <img
          src={url}
          alt={`Customer upload ${filename}`}
          className="size-20 rounded-lg bg-cream-200 object-cover ring-1 ring-cocoa-200"
        />
      </a>
      <a
        href={url}
        download={filename}
        className="inline-flex items-center gap-1 text-amber-800 text-xs hover:underline"
      >
        <Download aria-hidden="true" className="size-3.5" /> Download
      </a>
    </li>
  );
}

/** What was bought: each line with its picture, quantity, price and the customer's personalisation. */
export function OrderItemsPanel({ items }: { items: AdminOrderItem[] }) {
  return (
    <Panel title="Items">
      <ul className="divide-y divide-cocoa-100">
        {items.map((item) => (
          <li key={item.id} className="py-3 first:pt-0 last:pb-0">
            <div className="flex gap-3">
              {item.product_image ? (
                <img
                  src={item.product_image}
                  alt=""
                  width={64}
                  height={64}
                  className="size-16 shrink-0 rounded-lg bg-cream-200 object-cover ring-1 ring-cocoa-100"
                />
              ) : (
                <span className="size-16 shrink-0 rounded-lg bg-cream-200" />
              )}
              <div className="min-w-0 flex-1">
                <p className="font-medium text-cocoa-900">{item.product_name}</p>
                <p className="text-cocoa-600 text-sm">
                  {item.quantity} × {formatAmount(item.price)}
                </p>
              </div>
              <p className="shrink-0 font-semibold text-cocoa-900">{formatAmount(item.subtotal)}</p>
            </div>
            {item.customizations.length > 0 && (
              <dl className="mt-3 space-y-2 rounded-lg bg-cocoa-50 p-3 text-sm">
                {item.customizations.map((answer) => (
                  <div key={answer.field}>
                    <dt className="font-medium text-cocoa-700">{answer.field}</dt>
                    <dd className="text-cocoa-900">
                      {answer.text && <p className="whitespace-pre-wrap">{answer.text}</p>}
                      {answer.photos.length > 0 && (
                        <ul className="mt-1 flex flex-wrap gap-3">
                          {answer.photos.map((photo) => (
                            <Photo key={photo.filename} {...photo} />
                          ))}
                        </ul>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}
