import type { AdminProductRow } from "@contract/admin/catalog";
import type { AdminColumn } from "@web/admin/components/data-table";
import { formatAmount } from "@web/lib/format-money";
import { Link } from "react-router";
import { PublishedBadge } from "./product-status-badge";
import { StockCell } from "./stock-cell";

function ProductName({ product }: { product: AdminProductRow }) {
  return (
    <Link
      to={`/admin/products/${product.id}`}
      className="flex min-w-0 items-center gap-3 hover:text-amber-800"
    >
      {product.main_image ? (
        <img src={product.main_image} alt="" className="size-12 shrink-0 rounded-lg object-cover" />
      ) : (
        <span aria-hidden="true" className="size-12 shrink-0 rounded-lg bg-cocoa-100" />
      )}
      <span className="min-w-0 font-medium break-words">{product.name}</span>
    </Link>
  );
}

function Price({ product }: { product: AdminProductRow }) {
  if (!product.discounted_price) return <>{formatAmount(product.price)}</>;
  return (
    <span className="whitespace-nowrap">
      {formatAmount(product.discounted_price)} <s className="text-cocoa-500">{formatAmount(product.price)}</s>
    </span>
  );
}

/** Columns of the product list; on a phone each row becomes a card with these labels. */
export const productColumns: AdminColumn<AdminProductRow>[] = [
  { id: "name", header: "Product", cell: ({ row }) => <ProductName product={row.original} /> },
  { id: "category", header: "Category", cell: ({ row }) => row.original.category.name },
  { id: "price", header: "Price", cell: ({ row }) => <Price product={row.original} /> },
  {
    id: "stock",
    header: "Stock",
    cell: ({ row }) => (
      <StockCell
        key={`${row.original.id}-${row.original.stock}`}
        id={row.original.id}
        name={row.original.name}
        stock={row.original.stock}
      />
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <PublishedBadge published={row.original.is_published} />,
  },
];
