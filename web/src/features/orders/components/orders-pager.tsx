import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";

type OrdersPagerProps = { page: number; pageCount: number; onPage: (page: number) => void };

export function OrdersPager({ page, pageCount, onPage }: OrdersPagerProps) {
  return (
    <nav aria-label="Pages" className="mt-8 flex items-center justify-center gap-3 sm:gap-5">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p className="min-w-24 text-center text-sm text-cocoa-600" aria-live="polite">
        Page <span className="font-semibold text-cocoa-900">{page}</span> of{" "}
        <span className="font-semibold text-cocoa-900">{pageCount}</span>
      </p>
      <Button variant="outline" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
