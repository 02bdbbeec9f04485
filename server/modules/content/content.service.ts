import type { ContactRequest, ContactResponse } from "@contract/contact";
import { contactFieldErrors } from "@contract/contact-rules";
import type { Blog, BlogListResponse, PolicyResponse, SettingsRecord } from "@contract/content";
import { policyPages, settingsResponse } from "@contract/content";
import { normaliseIndianMobile } from "@contract/phone";
import { activeOccasions } from "@server/modules/catalog/occasions.service";
import { loadProductCards } from "@server/modules/catalog/product-cards.service";
import type { AuthUser } from "@server/platform/auth";
import { cacheTags } from "@server/platform/cache-tags";
import { type CachedJson, cachedJson } from "@server/platform/cached-json";
import type { AppDeps } from "@server/platform/deps";
import { invalid, notFound } from "@server/platform/errors";
import { contactMail } from "./contact-mail";
import {
  findPolicy,
  findPublishedBlog,
  findStoreSettings,
  insertContactMessage,
  listActiveBanners,
  listActiveHighlights,
  listBlogPages,
  listPublishedBlogs,
} from "./content.repository";

type Deps = Pick<AppDeps, "db" | "storage">;

export async function getSettingsRecord(deps: Deps & Pick<AppDeps, "publicCache">): Promise<SettingsRecord> {
  const { db, storage } = deps;
  const [settings, bannerRows, highlightRows, occasions] = await Promise.all([
    findStoreSettings(db),
    listActiveBanners(db),
    listActiveHighlights(db),
    activeOccasions(deps),
  ]);
  const activeHighlights = await Promise.all(
    highlightRows.map(async (highlight) => ({
      id: highlight.id,
      title: highlight.title,
      link: highlight.link,
      products: await loadProductCards(db, storage, highlight.productIds),
    })),
  );
  return {
    active_banners: bannerRows.map((row) => ({
      id: row.id,
      image: storage.url(row.imageKey),
      mobile_image: storage.url(row.mobileImageKey),
      link: row.link,
      alt: row.alt,
    })),
    active_highlights: activeHighlights,
    support_email: settings?.supportEmail ?? "",
    support_phone: settings?.supportPhone ?? "",
    occasions: occasions.map(({ slug, title, kind }) => ({ slug, title, kind })),
  };
}

/** GET /setting/setting/: the one-element list, serialised once per catalogue version (cards carry stock). */
export function getCachedSettings(deps: Deps & Pick<AppDeps, "publicCache">): Promise<CachedJson> {
  return deps.publicCache.get(
    "settings",
    async () => cachedJson(settingsResponse.parse([await getSettingsRecord(deps)])),
    { tags: [cacheTags.content] },
  );
}

export async function getPolicy({ db }: Deps, key: string): Promise<PolicyResponse> {
  const page = policyPages.find((p) => p.key === key);
  if (!page) throw notFound("Policy not found");
  const row = await findPolicy(db, page.key);
  if (!row) throw notFound("This policy has not been published yet");
  return {
    key: page.key,
    title: page.title,
    content: row.contentHtml,
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listBlogs({ db, storage }: Deps): Promise<BlogListResponse> {
  const rows = await listPublishedBlogs(db, new Date());
  return {
    count: rows.length,
    results: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      meta_description: row.metaDescription,
      main_image: storage.url(row.mainImageKey),
      created_at: row.publishedAt.toISOString(),
    })),
  };
}

export async function getBlog({ db, storage }: Deps, slug: string): Promise<Blog> {
  const row = await findPublishedBlog(db, slug, new Date());
  if (!row) throw notFound("Blog post not found");
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    meta_description: row.metaDescription,
    main_image: storage.url(row.mainImageKey),
    created_at: row.publishedAt.toISOString(),
    content: row.contentHtml,
  };
}

/**
 * Stores the message first so nothing is lost, then mails it to the support inbox. A mail failure is
 * logged, not shown: the message is safe in the database and staff see it in the back office.
 */
export async function submitContact(
  deps: Pick<AppDeps, "db" | "mailer">,
  input: ContactRequest,
  user: AuthUser | null,
  meta: { ip: string; log: { error(obj: unknown, msg: string): void } },
): Promise<ContactResponse> {
  const errors = contactFieldErrors(input, user !== null);
  if (Object.keys(errors).length > 0) throw invalid("Please fix the highlighted fields", errors);
  const sender = user
    ? {
        name: `${user.firstName} ${user.lastName}`.trim() || user.email,
        email: user.email,
        phone: user.phone ?? "",
      }
    : {
        name: input.name,
        email: input.email.toLowerCase(),
        phone: normaliseIndianMobile(input.phone) ?? input.phone,
      };
  const row = await insertContactMessage(deps.db, {
    ...sender,
    message: input.message,
    userId: user?.id ?? null,
    ip: meta.ip,
  });
  const settings = await findStoreSettings(deps.db);
  if (settings) {
    try {
      await deps.mailer.send(
        contactMail(settings.supportEmail, { ...sender, message: input.message, id: row.id }),
      );
    } catch (error) {
      meta.log.error({ err: error, contactMessageId: row.id }, "contact message stored but not mailed");
    }
  }
  return { id: row.id, message: "Thank you! We'll get back to you within one business day." };
}

/** Published posts with the date each last changed (the sitemap lists them). */
export const blogPages = ({ db }: Pick<AppDeps, "db">, now: Date) => listBlogPages(db, now);
