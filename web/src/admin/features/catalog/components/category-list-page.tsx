import type { AdminCategory } from "@contract/admin/categories";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import type { AdminColumn } from "@web/admin/components/data-table";
import { PagedTable } from "@web/admin/components/paged-table";
import { useSearchParamState } from "@web/admin/components/use-search-param-state";
import { Button, ButtonLink } from "@web/components/ui/button";
import { messageForError } from "@web/lib/http";
import { toast } from "@web/lib/toast";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { useDeleteCategory } from "../api/delete-category";
import { useCategoryList } from "../api/list-categories";
import { PublishedBadge } from "./product-status-badge";

function DeleteCategory({ category }: { category: AdminCategory }) {
  const remove = useDeleteCategory();
  const empty = category.product_count === 0;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="text-red-700 hover:bg-red-50"
      disabled={!empty || remove.isPending}
      title={empty ? undefined : "Only an empty category can be deleted"}
      onClick={() => {
        if (!window.confirm(`Delete the category ${category.name}?`)) return;
        remove.mutate(category.id, {
          onSuccess: () => toast.success(`${category.name} deleted`),
          onError: (error) => toast.error(messageForError(error)),
        });
      }}
    >
      <Trash2 aria-hidden="true" className="size-4" /> Delete
    </Button>
  );
}

const columns: AdminColumn<AdminCategory>[] = [
  {
    id: "name",
    header: "Category",
    cell: ({ row }) => (
      <Link
        to={`/admin/categories/${row.original.id}`}
        className="flex items-center gap-3 hover:text-amber-800"
      >
        <img src={row.original.image} alt="" className="size-12 shrink-0 rounded-full object-cover" />
        <span className="font-medium">{row.original.name}</span>
      </Link>
    ),
  },
  { id: "slug", header: "Slug", cell: ({ row }) => row.original.slug },
  {
    id: "products",
    header: "Products",
    cell: ({ row }) => (
      <Link to={`/admin/products?category=${row.original.id}`} className="underline hover:text-amber-800">
        {row.original.product_count}
      </Link>
    ),
  },
  { id: "position", header: "Order", cell: ({ row }) => row.original.position },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => <PublishedBadge published={row.original.is_published} />,
  },
  {
    id: "actions",
    header: "Actions",
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-1">
        <ButtonLink to={`/admin/categories/${row.original.id}`} variant="ghost" size="sm">
          <Pencil aria-hidden="true" className="size-4" /> Edit
        </ButtonLink>
        <DeleteCategory category={row.original} />
      </div>
    ),
  },
];

/** The store's categories in the order shoppers see them, hidden ones too. */
export default function CategoryListPage() {
  const { page, set } = useSearchParamState();
  const list = useCategoryList(page);
  return (
    <>
      <AdminPageHeader title="Categories">
        <ButtonLink to="/admin/categories/new" size="sm">
          <Plus aria-hidden="true" className="size-4" /> New category
        </ButtonLink>
      </AdminPageHeader>
      <PagedTable
        list={list}
        loadError="Could not load the categories"
        caption="Categories"
        columns={columns}
        empty="No categories yet."
        page={page}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}
