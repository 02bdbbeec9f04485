import type { AdminHighlight } from "@contract/admin/content-highlights";
import type { AdminColumn } from "@web/admin/components/data-table";
import { useDeleteHighlight } from "../api/delete-highlight";
import { useHighlights } from "../api/get-highlights";
import { useReorderHighlights } from "../api/reorder-highlights";
import { OrderedContentPage, type OrderedRow } from "./ordered-content-page";

const columns: AdminColumn<OrderedRow<AdminHighlight>>[] = [
  {
    id: "highlight",
    header: "Highlight",
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-medium">{row.original.title}</p>
        <p className="break-all text-cocoa-600">{row.original.link}</p>
      </div>
    ),
  },
  {
    id: "products",
    header: "Products",
    cell: ({ row }) => (
      <div>
        <div className="flex -space-x-2">
          {row.original.products.slice(0, 5).map((product) => (
            <img
              key={product.id}
              src={product.main_image}
              alt=""
              className="size-9 rounded-full border-2 border-white bg-cocoa-100 object-cover"
            />
          ))}
        </div>
        <p className="mt-1 text-cocoa-600">{row.original.products.length} chosen</p>
      </div>
    ),
  },
];

/** The home page's product sections, in page order. */
export default function HighlightsPage() {
  return (
    <OrderedContentPage
      title="Highlights"
      noun="highlight"
      path="/admin/highlights"
      intro="Sections of chosen products under the banners on the home page, in this order."
      empty="No highlights yet."
      list={useHighlights()}
      reorder={useReorderHighlights()}
      remove={useDeleteHighlight()}
      nameOf={(highlight) => highlight.title}
      columns={columns}
    />
  );
}
