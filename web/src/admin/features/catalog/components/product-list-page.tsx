import { type AdminProductSort, adminProductSorts, lowStockThreshold } from "@contract/admin/catalog";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { PagedTable } from "@web/admin/components/paged-table";
import { useSearchParamState } from "@web/admin/components/use-search-param-state";
import { ButtonLink } from "@web/components/ui/button";
import { Plus } from "lucide-react";
import { type ProductFilters as Filters, useProductList } from "../api/list-products";
import { productColumns } from "./product-columns";
import { ProductFilters } from "./product-filters";

const isSort = (value: string): value is AdminProductSort =>
  (adminProductSorts as readonly string[]).includes(value);

/** Every product, published and hidden, with quick stock edits; `lowStock` narrows it to the low-stock view. */
export function ProductList({ lowStock }: { lowStock: boolean }) {
  const { get, page, set } = useSearchParamState();
  const sort = get("sort");
  const status = get("status");
  const filters: Filters = {
    page,
    search: get("q"),
    category: get("category"),
    status: !lowStock && (status === "published" || status === "hidden") ? status : "",
    lowStock,
    sort: isSort(sort) ? sort : lowStock ? "stock" : "-created_at",
  };
  const list = useProductList(filters);
  return (
    <>
      <AdminPageHeader title={lowStock ? "Low stock" : "Products"}>
        {!lowStock && (
          <ButtonLink to="/admin/products/new" size="sm">
            <Plus aria-hidden="true" className="size-4" /> New product
          </ButtonLink>
        )}
      </AdminPageHeader>
      {lowStock && (
        <p className="-mt-3 mb-4 text-sm text-cocoa-700">
          Products with {lowStockThreshold} or fewer units left, hidden ones included, fewest first. Type a
          new number and save it right here.
        </p>
      )}
      <ProductFilters get={get} set={set} lowStock={lowStock} />
      <PagedTable
        list={list}
        loadError="Could not load the products"
        caption={lowStock ? "Products low on stock" : "Products"}
        columns={productColumns}
        empty={lowStock ? "Nothing is low on stock." : "No products match these filters."}
        page={page}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}

export default function ProductListPage() {
  return <ProductList lowStock={false} />;
}
