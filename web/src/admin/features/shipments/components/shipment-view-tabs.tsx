import type { ShipmentView } from "@contract/admin/shipments";
import { Link } from "react-router";

export const viewNames: Record<ShipmentView, string> = {
  to_book: "To book",
  booking: "Booking",
  booked: "Booked",
  on_the_way: "On the way",
  attention: "Needs attention",
};

type Props = { current: ShipmentView; hrefOf: (view: ShipmentView) => string };

/**
 * The lists as links that keep the tab in the URL (reload, back and a shared link show the same
 * list); the open one is marked for screen readers as the current page.
 */
export function ShipmentViewTabs({ current, hrefOf }: Props) {
  return (
    <nav aria-label="Courier booking lists" className="mb-6 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-cocoa-200 border-b">
        {(Object.keys(viewNames) as ShipmentView[]).map((view) => (
          <li key={view}>
            <Link
              to={hrefOf(view)}
              aria-current={view === current ? "page" : undefined}
              className={`-mb-px block border-b-2 px-4 py-2.5 font-medium text-sm transition ${
                view === current
                  ? "border-amber-600 text-cocoa-900"
                  : "border-transparent text-cocoa-600 hover:text-amber-800"
              }`}
            >
              {viewNames[view]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
