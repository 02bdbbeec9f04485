import { type AdminReview, reviewVisibilities } from "@contract/admin/reviews";
import { reviewRatings } from "@contract/review-rules";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import type { AdminColumn } from "@web/admin/components/data-table";
import { PagedTable } from "@web/admin/components/paged-table";
import { useSearchAsYouType } from "@web/admin/components/use-search-as-you-type";
import { useSearchParamState } from "@web/admin/components/use-search-param-state";
import { Button } from "@web/components/ui/button";
import { SelectField, TextField } from "@web/components/ui/form-field";
import { StarRating } from "@web/components/ui/star-rating";
import { formatDateTime } from "@web/lib/format-date";
import { toast } from "@web/lib/toast";
import { useAdminReviews } from "../api/get-reviews";
import { useSetReviewHidden } from "../api/set-review-hidden";
import { ReviewMediaThumbs } from "./review-media-thumbs";

function HideButton({ review }: { review: AdminReview }) {
  const change = useSetReviewHidden();
  const hidden = review.hidden_at !== null;
  return (
    <Button
      variant={hidden ? "outline" : "primary"}
      size="sm"
      disabled={change.isPending}
      aria-label={`${hidden ? "Show" : "Hide"} review #${review.id}`}
      onClick={() =>
        change.mutate(
          { id: review.id, hidden: !hidden },
          { onSuccess: () => toast.success(hidden ? "Review shown on the product page" : "Review hidden") },
        )
      }
    >
      {hidden ? "Unhide" : "Hide"}
    </Button>
  );
}

const columns: AdminColumn<AdminReview>[] = [
  {
    id: "review",
    header: "Review",
    cell: ({ row: { original } }) => (
      <div className="max-w-md space-y-1">
        <p className="font-medium">{original.product_name}</p>
        <StarRating rating={original.rating} />
        <p className="whitespace-pre-line text-cocoa-700">{original.text}</p>
      </div>
    ),
  },
  {
    id: "customer",
    header: "Customer",
    cell: ({ row: { original } }) => (
      <div>
        <p>{original.user_name}</p>
        <p className="text-xs text-cocoa-500">{original.user_email}</p>
        <p className="text-xs text-cocoa-500">Order #{original.order_number}</p>
      </div>
    ),
  },
  { id: "when", header: "Written", cell: ({ row }) => formatDateTime(row.original.created_at) },
  { id: "media", header: "Media", cell: ({ row }) => <ReviewMediaThumbs review={row.original} /> },
  {
    id: "status",
    header: "Status",
    cell: ({ row: { original } }) =>
      original.hidden_at ? (
        <span className="rounded-full bg-red-50 px-2.5 py-1 text-xs font-semibold text-red-700">Hidden</span>
      ) : (
        <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700">
          Visible
        </span>
      ),
  },
  { id: "action", header: "Action", cell: ({ row }) => <HideButton review={row.original} /> },
];

/** Every review with its photos and videos; staff hide one from the product page or show it again. */
export default function ReviewsPage() {
  const { get, page, set } = useSearchParamState();
  const filters = { page, status: get("status"), rating: get("rating"), search: get("search") };
  const [search, setSearch] = useSearchAsYouType(filters.search, (typed) => set({ search: typed }));
  const reviews = useAdminReviews(filters);
  return (
    <>
      <AdminPageHeader title="Reviews" />
      <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-[10rem_10rem_1fr]">
        <SelectField
          label="Status"
          value={filters.status}
          onChange={(event) => set({ status: event.target.value })}
        >
          <option value="">All</option>
          {reviewVisibilities.map((status) => (
            <option key={status} value={status}>
              {status === "visible" ? "Visible" : "Hidden"}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Rating"
          value={filters.rating}
          onChange={(event) => set({ rating: event.target.value })}
        >
          <option value="">Any</option>
          {reviewRatings.map((rating) => (
            <option key={rating} value={rating}>
              {rating} {rating === 1 ? "star" : "stars"}
            </option>
          ))}
        </SelectField>
        <form
          className="col-span-2 flex items-end gap-2 sm:col-span-1"
          onSubmit={(event) => {
            event.preventDefault();
            set({ search: search.trim() });
          }}
        >
          <div className="flex-1">
            <TextField
              label="Search"
              type="search"
              value={search}
              maxLength={100}
              placeholder="Text, product, customer or e-mail"
              onChange={(event) => setSearch(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" className="h-[3.125rem]">
            Search
          </Button>
        </form>
      </div>
      <PagedTable
        list={reviews}
        loadError="Could not load reviews"
        caption="Reviews"
        columns={columns}
        empty="No reviews match."
        page={page}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}
