type CountBadgeProps = { count: number; className?: string };

/** Product §2: wishlist and cart show a count only when it is above 0. */
export function CountBadge({ count, className = "" }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span
      className={`absolute flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-amber-700 px-1 text-[0.65rem] leading-none font-bold text-white ring-2 ring-cream-100 ${className}`}
    >
      {count > 99 ? "99+" : count}
      <span className="sr-only">{count === 1 ? " item" : " items"}</span>
    </span>
  );
}
