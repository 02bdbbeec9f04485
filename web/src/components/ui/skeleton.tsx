/** A pulsing placeholder; callers give its size and rounding. */
export function Skeleton({ className = "" }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse bg-cocoa-100/80 ${className}`} />;
}
