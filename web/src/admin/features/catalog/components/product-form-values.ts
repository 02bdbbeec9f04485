import type { AdminProduct, ProductFormValues } from "@contract/admin/catalog";

/** The form filled from a saved product, or empty for a new one in `categoryId`. */
export function productFormValues(
  product: AdminProduct | null,
  categoryId: number | null,
): ProductFormValues {
  if (!product) {
    return {
      name: "",
      slug: "",
      description: "",
      price: "",
      discounted_price: "",
      stock: 0,
      expected_stock: null,
      category_id: categoryId ?? "",
      is_published: false,
      is_perishable: false,
      max_days_ahead: null,
      hsn_code: "",
      gst_rate: null,
      images: [],
      features: [],
      faqs: [],
      customizable_fields: [],
      similar_products: [],
      occasion_ids: [],
    };
  }
  return {
    name: product.name,
    slug: product.slug,
    description: product.description,
    price: product.price,
    discounted_price: product.discounted_price ?? "",
    stock: product.stock,
    // The stock the form was opened with: the server writes a changed stock only if it is still this.
    expected_stock: product.stock,
    category_id: product.category_id,
    is_published: product.is_published,
    is_perishable: product.is_perishable,
    max_days_ahead: product.max_days_ahead,
    hsn_code: product.hsn_code ?? "",
    gst_rate: product.gst_rate,
    images: product.images,
    features: product.features.map((text) => ({ text })),
    faqs: product.faqs,
    customizable_fields: product.customizable_fields,
    similar_products: product.similar_products.map(({ id, name }) => ({ id, name })),
    occasion_ids: product.occasion_ids,
  };
}
