import type { CustomerPhoto, ProductReview } from "@contract/catalog";
import type { Storage } from "@server/platform/storage";

type ReviewRow = {
  id: number;
  rating: number;
  text: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
};
type MediaRow = { id: number; reviewId: number; mediaType: "image" | "video"; storageKey: string };

/** Reviewers are shown as "Priya S.": enough to be a person, not enough to find them. */
export function reviewerName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = lastName.trim().charAt(0).toUpperCase();
  if (!first) return "Mithaas customer";
  return initial ? `${first} ${initial}.` : first;
}

export function toReviews(rows: ReviewRow[], media: MediaRow[], storage: Storage): ProductReview[] {
  const mediaByReview = new Map<number, ProductReview["media"]>();
  for (const item of media) {
    const url = storage.url(item.storageKey);
    const list = mediaByReview.get(item.reviewId) ?? [];
    list.push({ id: item.id, media_type: item.mediaType, file: url, file_url: url });
    mediaByReview.set(item.reviewId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    rating: row.rating,
    text: row.text,
    media: mediaByReview.get(row.id) ?? [],
    user_name: reviewerName(row.firstName, row.lastName),
    created_at: row.createdAt.toISOString(),
  }));
}

type PhotoRow = { id: number; storageKey: string; firstName: string; lastName: string };

export function toCustomerPhotos(rows: PhotoRow[], storage: Storage): CustomerPhoto[] {
  return rows.map((row) => {
    const url = storage.url(row.storageKey);
    return {
      id: row.id,
      media_type: "image",
      file: url,
      file_url: url,
      user_name: reviewerName(row.firstName, row.lastName),
    };
  });
}
