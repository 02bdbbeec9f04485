import { Star } from "lucide-react";

type StarRatingProps = { rating: number; className?: string; size?: string };

/** Five stars, filled to the rating (halves and tenths shown as a partly filled star). */
export function StarRating({ rating, className = "", size = "size-4" }: StarRatingProps) {
  const clamped = Math.max(0, Math.min(5, rating));
  return (
    <span role="img" aria-label={`${clamped} out of 5 stars`} className={`inline-flex gap-0.5 ${className}`}>
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.max(0, Math.min(1, clamped - index));
        return (
          <span key={index} className={`relative inline-block ${size}`}>
            <Star
              aria-hidden="true"
              className={`absolute inset-0 ${size} text-amber-200`}
              fill="currentColor"
            />
            <span className="absolute inset-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
              <Star aria-hidden="true" className={`${size} text-amber-500`} fill="currentColor" />
            </span>
          </span>
        );
      })}
    </span>
  );
}
