import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useParams, useSearchParams } from "react-router";
import { useProduct } from "../api/get-product";
import { useCategoryList } from "../api/list-categories";
import { useOccasionList } from "../api/list-occasions";
import { ProductForm } from "./product-form";

function EditProduct({ id }: { id: number }) {
  const product = useProduct(id);
  const categories = useCategoryList();
  const occasions = useOccasionList();
  if (product.isPending || categories.isPending || occasions.isPending) return <PageSpinner />;
  if (product.isError || categories.isError || occasions.isError) {
    const retry = () => Promise.all([product.refetch(), categories.refetch(), occasions.refetch()]);
    return <ErrorState message="Could not load this product" onRetry={retry} />;
  }
  return (
    <>
      <AdminPageHeader title={product.data.name} />
      <ProductForm
        key={product.data.id}
        product={product.data}
        categories={categories.data.results}
        occasions={occasions.data.results}
        categoryId={null}
      />
    </>
  );
}

function NewProduct() {
  const categories = useCategoryList();
  const occasions = useOccasionList();
  const [params] = useSearchParams();
  if (categories.isPending || occasions.isPending) return <PageSpinner />;
  if (categories.isError || occasions.isError) {
    const retry = () => Promise.all([categories.refetch(), occasions.refetch()]);
    return <ErrorState message="Could not load the categories and occasions" onRetry={retry} />;
  }
  const list = categories.data.results;
  if (list.length === 0) {
    return <ErrorState message="Add a category first" hint="Every product belongs to a category." />;
  }
  const wanted = Number(params.get("category"));
  const categoryId = list.find((category) => category.id === wanted)?.id ?? list[0]?.id ?? null;
  return (
    <>
      <AdminPageHeader title="New product" />
      <ProductForm
        product={null}
        categories={list}
        occasions={occasions.data.results}
        categoryId={categoryId}
      />
    </>
  );
}

/** /admin/products/new and /admin/products/{id}. */
export default function ProductFormPage() {
  const { id } = useParams();
  const productId = Number(id);
  if (id === "new") return <NewProduct />;
  if (!Number.isInteger(productId) || productId < 1) return <ErrorState message="Product not found" />;
  return <EditProduct id={productId} />;
}
