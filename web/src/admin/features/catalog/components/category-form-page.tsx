import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useParams } from "react-router";
import { useCategory } from "../api/get-category";
import { CategoryForm } from "./category-form";

function EditCategory({ id }: { id: number }) {
  const category = useCategory(id);
  if (category.isPending) return <PageSpinner />;
  if (category.isError)
    return <ErrorState message="Could not load this category" onRetry={() => category.refetch()} />;
  return (
    <>
      <AdminPageHeader title={category.data.name} />
      <CategoryForm key={category.data.id} category={category.data} />
    </>
  );
}

/** /admin/categories/new and /admin/categories/{id}. */
export default function CategoryFormPage() {
  const { id } = useParams();
  if (id === "new") {
    return (
      <>
        <AdminPageHeader title="New category" />
        <CategoryForm category={null} />
      </>
    );
  }
  const categoryId = Number(id);
  if (!Number.isInteger(categoryId) || categoryId < 1) return <ErrorState message="Category not found" />;
  return <EditCategory id={categoryId} />;
}
