import { lowStockThreshold } from "@contract/admin/catalog";
import { StatusBadge } from "@web/admin/components/status-badge";

/** Whether shoppers see it: a product or category staff have published or hidden. */
export function PublishedBadge({ published }: { published: boolean }) {
  return <StatusBadge label={published ? "Published" : "Hidden"} tone={published ? "green" : "grey"} />;
}

/** "Low" at or below the shop's threshold, "Out" at 0. */
export function StockBadge({ stock }: { stock: number }) {
  if (stock > lowStockThreshold) return null;
  return (
    <span
      className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${
        stock <= 0 ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900"
      }`}
    >
      {stock <= 0 ? "Out" : "Low"}
    </span>
  );
}
