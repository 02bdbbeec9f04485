import { buttonClasses } from "@web/components/ui/button";
import { ChevronLeft, ChevronRight } from "lucide-react";

type PagerProps = { page: number; pageSize: number; count: number; onPage: (page: number) => void };

/** "21–40 of 312" with previous/next; the page lives in the URL, so reload and back keep it. */
export function Pager({ page, pageSize, count, onPage }: PagerProps) {
  const last = Math.max(1, Math.ceil(count / pageSize));
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return (
    <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3 text-sm text-cocoa-700">
      <p>
        {from}–{to} of {count}
      </p>
      <div className="flex gap-2">
        <button
          type="button"
          className={buttonClasses("outline", "sm")}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" className="size-4" /> Previous
        </button>
        <button
          type="button"
          className={buttonClasses("outline", "sm")}
          disabled={page >= last}
          onClick={() => onPage(page + 1)}
        >
          Next <ChevronRight aria-hidden="true" className="size-4" />
        </button>
      </div>
    </nav>
  );
}
