import type { DayPlanOrder } from "@contract/admin/deliveries";

/** What goes in the bag, with each personalisation's words; never a price. */
export function OrderItems({ items }: { items: DayPlanOrder["items"] }) {
  return (
    <ul className="space-y-1 text-sm">
      {items.map((item, index) => (
        // An order's lines never reorder, and two lines may name one product.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <li key={index}>
          <span className="font-semibold">{item.quantity} ×</span> {item.product_name}
          {item.personalisations.map((answer) => (
            <span key={answer.field} className="block pl-5 text-cocoa-700">
              {answer.field}: <span className="whitespace-pre-wrap">{answer.text}</span>
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}
