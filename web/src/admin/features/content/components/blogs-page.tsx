import type { AdminBlogSummary } from "@contract/admin/content-blogs";
import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import type { AdminColumn } from "@web/admin/components/data-table";
import { PagedTable } from "@web/admin/components/paged-table";
import { RowActions } from "@web/admin/components/row-actions";
import { StatusBadge } from "@web/admin/components/status-badge";
import { useSearchAsYouType } from "@web/admin/components/use-search-as-you-type";
import { useSearchParamState } from "@web/admin/components/use-search-param-state";
import { ButtonLink } from "@web/components/ui/button";
import { formatDate } from "@web/lib/format-date";
import { toast } from "@web/lib/toast";
import { Plus, Search } from "lucide-react";
import { useDeleteBlog } from "../api/delete-blog";
import { useBlogs } from "../api/get-blogs";

type Row = AdminBlogSummary & { busy: boolean; remove: () => void };

const columns: AdminColumn<Row>[] = [
  {
    id: "post",
    header: "Post",
    cell: ({ row }) => (
      <div className="flex min-w-0 flex-col items-start gap-2 md:flex-row md:items-center md:gap-3">
        <img
          src={row.original.main_image_url}
          alt=""
          className="aspect-[4/3] w-16 shrink-0 rounded-lg object-cover"
        />
        <div className="min-w-0">
          <p className="font-medium">{row.original.title}</p>
          <p className="break-all text-cocoa-600">/blog/{row.original.slug}</p>
        </div>
      </div>
    ),
  },
  {
    id: "status",
    header: "Status",
    cell: ({ row }) => (
      <StatusBadge
        label={row.original.is_published ? "Published" : "Draft"}
        tone={row.original.is_published ? "green" : "grey"}
      />
    ),
  },
  { id: "date", header: "Dated", cell: ({ row }) => formatDate(row.original.published_at) },
  {
    id: "actions",
    header: "Actions",
    cell: ({ row }) => (
      <RowActions
        name={row.original.title}
        editTo={`/admin/blogs/${row.original.id}`}
        busy={row.original.busy}
        onDelete={row.original.remove}
        deleteWarning="Its page leaves the store at once."
      />
    ),
  },
];

/** Every blog post, drafts too, newest first; search by title or slug. */
export default function BlogsPage() {
  const { get, page, set } = useSearchParamState();
  const search = get("search");
  const [typed, setTyped] = useSearchAsYouType(search, (q) => set({ search: q }));
  const blogs = useBlogs({ page, search });
  const remove = useDeleteBlog();
  return (
    <>
      <AdminPageHeader title="Blog">
        <ButtonLink to="/admin/blogs/new" size="sm">
          <Plus aria-hidden="true" className="size-4" /> New post
        </ButtonLink>
      </AdminPageHeader>
      <form
        className="relative mb-4 max-w-md"
        onSubmit={(event) => {
          event.preventDefault();
          set({ search: typed.trim() });
        }}
      >
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-cocoa-400"
        />
        <input
          type="search"
          aria-label="Search posts"
          placeholder="Search by title or slug"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          className="block h-11 w-full rounded-xl border border-cocoa-200 bg-white pr-4 pl-10 text-sm focus:border-amber-500 focus:outline-none"
        />
      </form>
      <PagedTable
        list={blogs}
        loadError="Could not load the blog posts"
        caption="Blog posts"
        columns={columns}
        rows={(items) =>
          items.map(
            (post): Row => ({
              ...post,
              busy: remove.isPending,
              remove: () => remove.mutate(post.id, { onSuccess: () => toast.success("Post deleted") }),
            }),
          )
        }
        empty={search ? "No posts match this search." : "No blog posts yet."}
        page={page}
        onPage={(next) => set({ page: next })}
      />
    </>
  );
}
