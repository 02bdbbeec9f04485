import { lowStockThreshold } from "../../../../../../contract/admin/catalog";

export function PublishedBadge({ published }: { published: boolean }) {
  return published ? (
    <span className="rounded-full bg-green-50 px-2.5 py-0.5 text-xs font-semibold text-green-800">
      Published
    </span>
  ) : (
    <span className="rounded-full bg-cocoa-100 px-2.5 py-0.5 text-xs font-semibold text-cocoa-700">
      Hidden
    </span>
  );
}

/** "Low" at or below the shop's threshold, "Out" at 0. */
export function StockBadge({ stock }: { stock: number }) {
  if (stock > lowStockThreshold) return null;
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
        stock <= 0 ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900"
      }`}
    >
      {stock <= 0 ? "Out" : "Low"}
    </span>
  );
}
