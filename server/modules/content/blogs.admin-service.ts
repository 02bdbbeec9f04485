import type {
  AdminBlog,
  AdminBlogPage,
  AdminBlogQuery,
  AdminBlogSummary,
  BlogInput,
} from "@contract/admin/content-blogs";
import { sqlState } from "@server/platform/database-errors";
import type { AppDeps } from "@server/platform/deps";
import { AppError, notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import type { Storage } from "@server/platform/storage";
import {
  type BlogRow,
  type BlogValues,
  deleteBlog,
  findBlog,
  insertBlog,
  listBlogPage,
  slugTaken,
  updateBlog,
} from "./blogs.admin-repository";
import { writeContent } from "./content-writes";
import { requireStoredPictures } from "./media-keys";
import { cleanHtmlOrRefuse } from "./staff-html";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

const blogNotFound = "Blog post not found";
const slugConflict = () =>
  new AppError("conflict", "Another post already uses this slug", {
    slug: ["Another post already uses this slug; choose another"],
  });

function summaryOf(row: BlogRow, storage: Storage): AdminBlogSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    main_image_url: storage.url(row.mainImageKey),
    is_published: row.isPublished,
    published_at: row.publishedAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const adminBlogOf = (row: BlogRow, storage: Storage): AdminBlog => ({
  ...summaryOf(row, storage),
  meta_description: row.metaDescription,
  main_image: row.mainImageKey,
  content: row.contentHtml,
});

/** The post's values with its HTML sanitised, after checking what can be checked before writing. */
async function checkedValues(deps: Deps, input: BlogInput, before?: BlogRow): Promise<BlogValues> {
  const contentHtml = cleanHtmlOrRefuse(input.content, "content");
  await requireStoredPictures(deps.storage, [
    { field: "main_image", label: "main image", key: input.main_image, previous: before?.mainImageKey },
  ]);
  if (await slugTaken(deps.db, input.slug, before?.id)) throw slugConflict();
  return {
    slug: input.slug,
    title: input.title,
    metaDescription: input.meta_description,
    mainImageKey: input.main_image,
    contentHtml,
    isPublished: input.is_published,
  };
}

/** Two saves racing for one slug: the unique index refuses the second, answered like the check. */
async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === "23505") throw slugConflict();
    throw error;
  }
}

export async function listAdminBlogs(deps: Deps, query: AdminBlogQuery): Promise<AdminBlogPage> {
  const { search, ...page } = query;
  const { rows, total } = await listBlogPage(deps.db, search ?? "", page);
  return {
    count: total,
    page: page.page,
    page_size: page.page_size,
    results: rows.map((row) => summaryOf(row, deps.storage)),
  };
}

export async function getAdminBlog(deps: Deps, id: number): Promise<AdminBlog> {
  const row = await findBlog(deps.db, id);
  if (!row) throw notFound(blogNotFound);
  return adminBlogOf(row, deps.storage);
}

export async function createBlog(deps: Deps, staff: StaffUser, input: BlogInput): Promise<AdminBlog> {
  const values = await checkedValues(deps, input);
  return slugSafe(() =>
    writeContent(deps, staff, async (tx) => {
      const after = adminBlogOf(await insertBlog(tx, values), deps.storage);
      return { result: after, audit: { action: "create", entity: "blog", entityId: after.id, after } };
    }),
  );
}

export async function replaceBlog(deps: Deps, staff: StaffUser, id: number, input: BlogInput) {
  const current = await findBlog(deps.db, id);
  if (!current) throw notFound(blogNotFound);
  const values = await checkedValues(deps, input, current);
  return slugSafe(() =>
    writeContent(deps, staff, async (tx) => {
      const row = await findBlog(tx, id, { lock: true });
      if (!row) throw notFound(blogNotFound);
      const publish = values.isPublished === true && !row.isPublished;
      const after = adminBlogOf(await updateBlog(tx, id, values, publish), deps.storage);
      const before = adminBlogOf(row, deps.storage);
      return { result: after, audit: { action: "update", entity: "blog", entityId: id, before, after } };
    }),
  );
}

export function removeBlog(deps: Deps, staff: StaffUser, id: number) {
  return writeContent(deps, staff, async (tx) => {
    const row = await findBlog(tx, id, { lock: true });
    if (!row) throw notFound(blogNotFound);
    await deleteBlog(tx, id);
    return {
      result: { message: "Blog post deleted" },
      audit: { action: "delete", entity: "blog", entityId: id, before: adminBlogOf(row, deps.storage) },
    };
  });
}
