import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";

type ListingPagerProps = {
  page: number;
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
};

export function ListingPager({ page, pageCount, hasPrevious, hasNext, onPage }: ListingPagerProps) {
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-3 sm:gap-5">
      <Button variant="outline" disabled={!hasPrevious} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="min-w-24 text-center text-sm text-cocoa-600" aria-live="polite">
        Page <span className="font-semibold text-cocoa-900">{page}</span>
        {pageCount > 1 && pageCount >= page && (
          <>
            {" "}
            of <span className="font-semibold text-cocoa-900">{pageCount}</span>
          </>
        )}
      </p>
      <Button variant="outline" disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
