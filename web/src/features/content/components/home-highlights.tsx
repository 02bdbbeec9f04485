import { Skeleton } from "@web/components/ui/skeleton";
import { Suspense } from "react";
import { useSettings } from "../api/get-settings";
import { HighlightSection } from "./highlight-section";

function HighlightsSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-5 md:px-6 lg:px-8">
      <Skeleton className="mb-8 h-9 w-64 rounded-xl" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4 lg:gap-6">
        {[1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="aspect-[3/4] rounded-2xl" />
        ))}
      </div>
    </div>
  );
}

/**
 * Settings failures are reported by the banner area, so this part just stays empty. Each section is
 * a Suspense boundary of its own although nothing in it suspends: on a server-rendered page React
 * hydrates such a boundary apart from the rest of the page, so two dozen cards are not made
 * interactive in the same long task as the banners above them.
 */
export function HomeHighlights() {
  const settings = useSettings();
  if (settings.isPending) return <HighlightsSkeleton />;
  if (settings.isError) return null;
  return (
    <div className="space-y-16 md:space-y-24">
      {settings.data.active_highlights.map((highlight) => (
        <Suspense key={highlight.id}>
          <HighlightSection highlight={highlight} />
        </Suspense>
      ))}
    </div>
  );
}
