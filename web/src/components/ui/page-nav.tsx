import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button";

type PageNavProps = {
  page: number;
  /** Shown as "Page 2 of N" when there are several pages and the current one is among them. */
  pageCount: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
};

/**
 * Previous, "Page N of M", Next. Labels never wrap inside their pill (a 390 px phone once read
 * "Previo/us"): the buttons keep their text on one line and give up padding instead.
 */
export function PageNav({ page, pageCount, hasPrevious, hasNext, onPage }: PageNavProps) {
  const buttonFit = "shrink-0 whitespace-nowrap px-4! sm:px-6!";
  return (
    <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-3 sm:gap-5">
      <Button
        variant="outline"
        className={buttonFit}
        disabled={!hasPrevious}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="min-w-24 text-center text-sm whitespace-nowrap text-cocoa-600" aria-live="polite">
        Page <span className="font-semibold text-cocoa-900">{page}</span>
        {pageCount > 1 && pageCount >= page && (
          <>
            {" "}
            of <span className="font-semibold text-cocoa-900">{pageCount}</span>
          </>
        )}
      </p>
      <Button variant="outline" className={buttonFit} disabled={!hasNext} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
