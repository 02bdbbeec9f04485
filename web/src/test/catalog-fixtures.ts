import type { CategoryProductsResponse, ProductCard, ProductDetail } from "@contract/catalog";

export function productCard(id: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    name: `Truffle Box ${id}`,
    price: "999.00",
    discounted_price: null,
    main_image: `/media/seed/products/box-${id}.jpg`,
    images: [],
    stock: 5,
    is_customizable: false,
    is_perishable: false,
    max_days_ahead: null,
    ...overrides,
  };
}

export function listingPage(
  results: ProductCard[],
  overrides: Partial<CategoryProductsResponse> = {},
): CategoryProductsResponse {
  return {
    category_name: "Chocolate Boxes",
    count: results.length,
    results,
    next: null,
    previous: null,
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: 7,
    name: "Alphonso Mango Season Box (12 pcs)",
    description: "A summer-only box built around Ratnagiri Alphonso mango.",
    price: "999.00",
    discounted_price: "899.00",
    stock: 3,
    features: JSON.stringify(["Ratnagiri Alphonso mango pulp", "Small-batch, seasonal"]),
    main_image: "/media/seed/products/mango-1.jpg",
    all_images: ["/media/seed/products/mango-1.jpg", "/media/seed/products/mango-2.jpg"],
    faqs: [
      { question: "How long does it keep?", answer: "Three weeks in a cool, dry place." },
      { question: "Do you ship it in hot weather?", answer: "Yes, in insulated packing." },
    ],
    reviews: [],
    customer_photos: [],
    customer_photo_count: 0,
    similar_products: [productCard(1, { name: "Mini Celebration Box" })],
    is_customizable: false,
    customizable_fields: [],
    category: { id: 1, name: "Chocolate Boxes" },
    average_rating: null,
    review_count: 0,
    is_in_cart: false,
    is_in_wishlist: false,
    ...overrides,
  };
}
