/**
 * Review rules both sides use: limits, multipart field names and the words shown to customers. Zod-free
 * so the web bundle can import it; contract/reviews.ts builds its schemas from these.
 */

export const reviewRatings = [1, 2, 3, 4, 5] as const;
/** Product §9: the panel starts at five stars. */
export const defaultReviewRating = 5;
export const maxReviewTextLength = 2000;
/** Files one review may hold in all (kept and new), and how many of them may be videos. */
export const maxReviewFiles = 6;
export const maxReviewVideos = 2;
export const maxReviewPhotoBytes = 10 * 1024 * 1024;
export const maxReviewVideoBytes = 50 * 1024 * 1024;
export const maxReviewVideoSeconds = 60;
/** For `<input accept>`; the server decides by the bytes, never by these. */
export const acceptedReviewImageTypes = ["image/jpeg", "image/png", "image/webp", "image/avif"] as const;
export const acceptedReviewVideoTypes = ["video/mp4", "video/webm"] as const;

/**
 * Multipart field names of POST /products/reviews/ and PUT /products/reviews/{id}/ (product §7). `files`
 * and `media_types` repeat, one type (`image` or `video`) per file in the same order. `remove_media`
 * (PUT only) repeats the id of each saved file to delete; saved files not named stay.
 */
export const reviewFormFields = {
  productId: "product_id",
  orderId: "order_id",
  rating: "rating",
  text: "text",
  files: "files",
  mediaTypes: "media_types",
  removeMedia: "remove_media",
} as const;

export const reviewMessages = {
  // Product §2 and §8, word for word.
  selectProduct: "Select a product to review",
  title: (productName: string) => `Review ${productName}`,
  alreadyReviewed: "You have already reviewed this product",
  canEdit: "You can edit your review below",
  submit: "Submit Review",
  update: "Update Review",
  submitted: "Review submitted successfully",
  updated: "Review updated successfully",
  failed: "Failed to submit review",
  // The server's answers.
  rating: "Rating must be a whole number from 1 to 5",
  textRequired: "Please write a few words about the product",
  productId: "Choose a product to review",
  orderId: "Choose the order the product came in",
  orderNotFound: "Order not found",
  notDelivered: "You can review a product once its order has been delivered",
  notInOrder: "This product is not part of this order",
  reviewNotFound: "Review not found",
  mediaType: "Each media type must be image or video",
  mediaTypeMismatch: (position: number, actual: "image" | "video") =>
    `File ${position} is a ${actual === "image" ? "photo" : "video"}, not what was said`,
  unknownMedia: "A file to remove is not part of this review",
  fileType: "Files must be photos (JPEG, PNG, WebP or AVIF) or videos (MP4 or WebM)",
  photoTooLarge: `Each photo must be at most ${maxReviewPhotoBytes / 1024 / 1024} MB`,
  videoTooLarge: `Each video must be at most ${maxReviewVideoBytes / 1024 / 1024} MB`,
  videoTooLong: `Each video must be at most ${maxReviewVideoSeconds} seconds long`,
  videoUnreadable: "This video could not be read. Please choose another one.",
  photoUnreadable: "This photo could not be read. Please choose another one.",
  tooManyFiles: `A review can have at most ${maxReviewFiles} photos and videos`,
  tooManyVideos: `A review can have at most ${maxReviewVideos} videos`,
  tooManyFields: "Too many form fields",
  unknownField: "This form field is not part of a review",
  notMultipart: "Send the review as a multipart form",
} as const;
