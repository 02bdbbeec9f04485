import type { PublicProductDetail } from "@contract/catalog";

/** schema.org Product for search results: price in INR, stock, and the rating once there are reviews. */
export function productJsonLd(
  detail: PublicProductDetail,
  url: string,
  images: string[],
): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: detail.name,
    image: images,
    description: detail.description,
    sku: String(detail.id),
    brand: { "@type": "Brand", name: "Mithaas" },
    category: detail.category.name,
    offers: {
      "@type": "Offer",
      url,
      price: detail.discounted_price ?? detail.price,
      priceCurrency: "INR",
      availability: detail.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      itemCondition: "https://schema.org/NewCondition",
    },
    ...(detail.review_count > 0 && detail.average_rating !== null
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: detail.average_rating,
            reviewCount: detail.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
