import { AddressLines } from "@web/components/account/address-lines";
import { Button, ButtonLink } from "@web/components/ui/button";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { formatDate } from "@web/lib/format-date";
import { ApiError } from "@web/lib/http";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft, Printer } from "lucide-react";
import { useAdminOrder } from "../api/get-admin-order";
import { promisedDay } from "./delivery-promise";
import { useOrderId } from "./use-order-id";

/**
 * When printing, only the slip: the back office's menu and this page's buttons are hidden, and the
 * slip starts at the top of the sheet.
 */
const printOnlyTheSlip = `@media print {
  @page { margin: 12mm; }
  body * { visibility: hidden; }
  #packing-slip, #packing-slip * { visibility: visible; }
  #packing-slip { position: absolute; top: 0; left: 0; width: 100%; max-width: none; border: 0; padding: 0; }
}`;

/**
 * What goes in the parcel, where and when it goes, and the gift card to print and tuck in, for the
 * packing table: no prices anywhere, since the slip and the card travel with the gift.
 */
export default function PackingSlipPage() {
  const id = useOrderId();
  const order = useAdminOrder(id ?? 0, id !== null);
  usePageTitle(order.data ? `Packing slip #${order.data.order_number}` : "Packing slip");
  if (id === null || (order.error instanceof ApiError && order.error.status === 404)) {
    return <ErrorState message="Order not found" />;
  }
  if (order.isPending) return <PageSpinner />;
  if (order.isError) return <ErrorState message={order.error.message} onRetry={() => order.refetch()} />;
  const data = order.data;
  const address = data.address;
  const units = data.items.reduce((sum, item) => sum + item.quantity, 0);
  return (
    <>
      <style>{printOnlyTheSlip}</style>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <ButtonLink to={`/admin/orders/${data.id}`} variant="ghost" size="sm" className="-ml-3">
          <ArrowLeft aria-hidden="true" className="size-4" /> Order #{data.order_number}
        </ButtonLink>
        <Button size="sm" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="size-4" /> Print
        </Button>
      </div>
      <article
        id="packing-slip"
        aria-label="Packing slip"
        className="mx-auto max-w-3xl rounded-xl border border-cocoa-100 bg-white p-6 text-cocoa-950 sm:p-8"
      >
        <header className="flex flex-wrap items-start justify-between gap-4 border-cocoa-900 border-b-2 pb-4">
          <div>
            <p className="font-display text-2xl">Mithaas</p>
            <h1 className="font-sans text-sm">Packing slip</h1>
          </div>
          <div className="text-right">
            <p className="font-mono font-semibold text-lg">#{data.order_number}</p>
            <p className="text-sm">Placed {formatDate(data.created_at)}</p>
            <p className="text-sm">{data.shipping_method_name}</p>
            <p className="font-semibold text-sm">
              {data.delivery_date ? "Deliver " : "Expected by "}
              {promisedDay(data)}
            </p>
          </div>
        </header>
        <section aria-label="Ship to" className="border-cocoa-200 border-b py-4">
          <h2 className="mb-1 font-semibold text-cocoa-600 text-xs uppercase tracking-wide">Ship to</h2>
          <AddressLines address={address} look="staff" className="text-base" />
        </section>
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Items to pack</caption>
          <thead className="border-cocoa-300 border-b text-cocoa-600 text-xs uppercase tracking-wide">
            <tr>
              <th scope="col" className="w-14 py-2 pr-3">
                Qty
              </th>
              <th scope="col" className="py-2">
                Item and personalisation
              </th>
              <th scope="col" className="w-16 py-2 text-center">
                Packed
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-cocoa-200">
            {data.items.map((item) => (
              <tr key={item.id} className="align-top" style={{ breakInside: "avoid" }}>
                <td className="py-3 pr-3 font-semibold text-lg">{item.quantity}</td>
                <td className="py-3">
                  <p className="font-medium">{item.product_name}</p>
                  {item.customizations.map((answer) => (
                    <div key={answer.field} className="mt-2">
                      <p className="text-cocoa-600 text-xs">{answer.field}</p>
                      {answer.text && <p className="whitespace-pre-wrap">{answer.text}</p>}
                      {answer.photos.length > 0 && (
                        <div className="mt-1 flex flex-wrap gap-2">
                          {answer.photos.map((photo) => (
                            <img
                              key={photo.filename}
                              src={photo.url}
                              alt={`Customer upload ${photo.filename}`}
                              className="size-24 rounded object-cover ring-1 ring-cocoa-200"
                            />
                          ))}
                        </div>
                      )}
                    </div>
                  ))}
                </td>
                <td className="py-3 text-center">
                  <span
                    aria-hidden="true"
                    className="inline-block size-5 rounded border-2 border-cocoa-400"
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {(data.gift_message || data.gift_from) && (
          <section
            aria-label="Gift card"
            className="mx-auto mt-8 max-w-md rounded-lg border-2 border-cocoa-400 border-dashed px-6 py-8 text-center"
            style={{ breakInside: "avoid" }}
          >
            {data.gift_message && (
              <p className="whitespace-pre-wrap font-display text-xl leading-relaxed">{data.gift_message}</p>
            )}
            {data.gift_from && <p className="mt-4 text-lg">— {data.gift_from}</p>}
          </section>
        )}
        <p className="mt-6 border-cocoa-200 border-t pt-3 text-cocoa-600 text-xs">
          {units} {units === 1 ? "item" : "items"} · Thank you for shopping with Mithaas.
        </p>
      </article>
    </>
  );
}
