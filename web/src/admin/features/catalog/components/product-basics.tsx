import type { ProductFormValues } from "@contract/admin/catalog";
import type { AdminCategory } from "@contract/admin/categories";
import { CheckboxField } from "@web/admin/components/checkbox-field";
import { SelectField, TextAreaField, TextField } from "@web/components/ui/form-field";
import { useFormContext, useWatch } from "react-hook-form";

/** Name, slug, category, description and whether the store shows the product. */
export function ProductBasics({ categories }: { categories: AdminCategory[] }) {
  const { register, formState } = useFormContext<ProductFormValues>();
  const errors = formState.errors;
  return (
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...register("name")} />
        <TextField
          label="Slug"
          hint="Leave blank to make one from the name, e.g. kaju-katli-500-g"
          error={errors.slug?.message}
          {...register("slug")}
        />
      </div>
      <SelectField label="Category" error={errors.category_id?.message} {...register("category_id")}>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {category.name}
            {category.is_published ? "" : " (hidden)"}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label="Description"
        rows={5}
        error={errors.description?.message}
        {...register("description")}
      />
      <CheckboxField
        label="Published"
        hint="Shown in the store. A hidden product keeps its orders and reviews but no shopper can find it."
        {...register("is_published")}
      />
    </>
  );
}

/** Price, discounted price and stock, in rupees and units. */
export function ProductPricing({ editing }: { editing: boolean }) {
  const { register, formState } = useFormContext<ProductFormValues>();
  const errors = formState.errors;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <TextField
        label="Price (₹)"
        inputMode="decimal"
        placeholder="499.00"
        error={errors.price?.message}
        {...register("price")}
      />
      <TextField
        label="Discounted price (₹)"
        inputMode="decimal"
        placeholder="Leave blank for none"
        hint="What the shopper pays; lower than the price"
        error={errors.discounted_price?.message}
        {...register("discounted_price")}
      />
      <TextField
        label="Stock (units)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        hint={editing ? "Saved only if you change it: orders may take units while you edit" : undefined}
        error={errors.stock?.message ?? errors.expected_stock?.message}
        {...register("stock", { valueAsNumber: true })}
      />
    </div>
  );
}

/**
 * Cakes, flowers and fresh mithai go only by the shop's hand delivery, and only within a few days of
 * the order (stock is the day's batch). The days field shows only for a perishable; unticking clears it.
 */
export function ProductDelivery() {
  const { register, formState, control, setValue } = useFormContext<ProductFormValues>();
  const perishable = useWatch({ control, name: "is_perishable" });
  const errors = formState.errors;
  return (
    <>
      <CheckboxField
        label="Perishable (hand delivery only)"
        hint="Shoppers can order it only where we deliver by hand, on a date and time they choose."
        {...register("is_perishable", {
          onChange: (event) => {
            if (!event.target.checked) setValue("max_days_ahead", null);
          },
        })}
      />
      {perishable && (
        <TextField
          label="Deliver within (days)"
          type="number"
          inputMode="numeric"
          min={0}
          max={29}
          step={1}
          className="max-w-40"
          hint="The latest delivery date, in days after the order: 0 is the same day. Blank: any date we deliver on."
          error={errors.max_days_ahead?.message}
          {...register("max_days_ahead", {
            setValueAs: (value: unknown) => (value === "" || value === null ? null : Number(value)),
          })}
        />
      )}
    </>
  );
}
