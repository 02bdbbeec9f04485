/** What create/adhoc refuses with a 422, field by field, in Shiprocket's words (the collection's rules). */
export const fieldTitle = (field: string) => field.replace(/_/g, " ");
const requiredForCreate = [
  "order_id",
  "order_date",
  "pickup_location",
  "billing_customer_name",
  "billing_address",
  "billing_city",
  "billing_pincode",
  "billing_state",
  "billing_country",
  "billing_email",
  "billing_phone",
  "shipping_is_billing",
  "order_items",
  "payment_method",
  "sub_total",
  "length",
  "breadth",
  "height",
  "weight",
] as const;

export function createErrors(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const field of requiredForCreate) {
    const value = body[field];
    if (value === undefined || value === null || value === "")
      add(field, `The ${fieldTitle(field)} field is required.`);
  }
  const text = (field: string) =>
    typeof body[field] === "string" ? (body[field] as string) : String(body[field] ?? "");
  if (text("order_id").length > 50) add("order_id", "The order id may not be greater than 50 characters.");
  if (text("billing_city").length > 30)
    add("billing_city", "The billing city may not be greater than 30 characters.");
  if (body.billing_address && text("billing_address").trim().length < 3) {
    add("billing_address", "The billing address must be at least 3 characters.");
  }
  if (body.billing_phone && !/^\d{10}$/.test(text("billing_phone"))) {
    add("billing_phone", "The billing phone must be 10 digits.");
  }
  if (body.billing_pincode && !/^\d{6}$/.test(text("billing_pincode"))) {
    add("billing_pincode", "The billing pincode must be 6 digits.");
  }
  const items = body.order_items;
  if (body.order_items !== undefined && (!Array.isArray(items) || items.length === 0)) {
    add("order_items", "The order items must be an array with at least one item.");
  }
  if (Array.isArray(items)) {
    items.forEach((item: Record<string, unknown>, index) => {
      for (const field of ["name", "sku", "units", "selling_price"]) {
        if (item?.[field] === undefined || item[field] === "") {
          add(`order_items.${index}.${field}`, `The order_items.${index}.${field} field is required.`);
        }
      }
    });
  }
  for (const side of ["length", "breadth", "height"]) {
    if (body[side] !== undefined && !(Number(body[side]) > 0.5))
      add(side, `The ${side} must be greater than 0.5.`);
  }
  if (body.weight !== undefined && !(Number(body.weight) > 0))
    add("weight", "The weight must be greater than 0.");
  return errors;
}
