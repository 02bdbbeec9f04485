import type { ProductFormValues } from "@contract/admin/catalog";
import { productLimits } from "@contract/admin/catalog-rules";
import { useDebouncedValue } from "@web/admin/components/use-debounced-value";
import { TextField } from "@web/components/ui/form-field";
import { Plus, X } from "lucide-react";
import { useState } from "react";
import { useFieldArray, useFormContext } from "react-hook-form";
import { useProductList } from "../api/list-products";
import { GroupError } from "./form-section";

/** "You may also like": products picked from the catalogue by name, in the order they were added. */
export function SimilarProductsField({ productId }: { productId: number | null }) {
  const { control, formState } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "similar_products", keyName: "rowKey" });
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search.trim());
  const found = useProductList(
    { page: 1, pageSize: 8, search: query, category: "", status: "", lowStock: false, sort: "name" },
    query.length >= 2,
  );
  const chosen = new Set(fields.map((field) => Number(field.id)));
  const candidates = (found.data?.results ?? []).filter((row) => row.id !== productId && !chosen.has(row.id));
  const errors = formState.errors.similar_products;
  const full = fields.length >= productLimits.similarProducts;
  return (
    <div className="space-y-3">
      {fields.length > 0 && (
        <ul aria-label="Similar products" className="flex flex-wrap gap-2">
          {fields.map((field, index) => (
            <li key={field.rowKey}>
              <span className="inline-flex items-center gap-1 rounded-full bg-cocoa-100 py-1 pr-1 pl-3 text-sm text-cocoa-900">
                {field.name ?? `#${field.id}`}
                <button
                  type="button"
                  aria-label={`Remove ${field.name ?? "product"}`}
                  onClick={() => remove(index)}
                  className="flex size-6 items-center justify-center rounded-full hover:bg-cocoa-200"
                >
                  <X aria-hidden="true" className="size-3.5" />
                </button>
              </span>
              <GroupError message={errors?.[index]?.id?.message} />
            </li>
          ))}
        </ul>
      )}
      <GroupError message={errors?.message ?? errors?.root?.message} />
      {!full && (
        <>
          <TextField
            label="Find a product to add"
            type="search"
            value={search}
            placeholder="Type two or more letters of its name"
            onChange={(event) => setSearch(event.target.value)}
          />
          {query.length >= 2 && (
            <ul
              aria-label="Matching products"
              className="divide-y divide-cocoa-100 rounded-lg border border-cocoa-100"
            >
              {candidates.length === 0 && (
                <li className="p-3 text-sm text-cocoa-600">
                  {found.isFetching ? "Searching…" : "No other product matches."}
                </li>
              )}
              {candidates.map((row) => (
                <li key={row.id}>
                  <button
                    type="button"
                    onClick={() => append({ id: row.id, name: row.name })}
                    className="flex w-full items-center gap-3 p-2 text-left text-sm hover:bg-cocoa-50"
                  >
                    {row.main_image ? (
                      <img src={row.main_image} alt="" className="size-10 rounded object-cover" />
                    ) : (
                      <span aria-hidden="true" className="size-10 rounded bg-cocoa-100" />
                    )}
                    <span className="flex-1">{row.name}</span>
                    <Plus aria-hidden="true" className="size-4 text-amber-700" />
                    <span className="sr-only">Add</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
