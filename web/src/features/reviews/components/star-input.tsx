import { reviewRatings } from "@contract/review-rules";
import { Star } from "lucide-react";

type StarInputProps = { value: number; onChange: (rating: number) => void };

/** Product §2: a rating of 1 to 5 stars, as a radio group (arrow keys move between stars). */
export function StarInput({ value, onChange }: StarInputProps) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-cocoa-800">Your rating</legend>
      <div className="flex gap-1">
        {reviewRatings.map((rating) => (
          <label
            key={rating}
            className="cursor-pointer rounded-lg p-0.5 has-focus-visible:ring-4 has-focus-visible:ring-amber-200"
          >
            <input
              type="radio"
              name="rating"
              value={rating}
              checked={value === rating}
              onChange={() => onChange(rating)}
              aria-label={`${rating} ${rating === 1 ? "star" : "stars"}`}
              className="sr-only"
            />
            <Star
              aria-hidden="true"
              className={`size-8 transition ${rating <= value ? "text-amber-500" : "text-amber-200 hover:text-amber-300"}`}
              fill="currentColor"
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
