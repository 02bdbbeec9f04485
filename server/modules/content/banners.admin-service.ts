import type {
  AdminBanner,
  AdminBannerList,
  BannerInput,
  ReorderInput,
} from "@contract/admin/content-banners";
import type { AppDeps } from "@server/platform/deps";
import { notFound } from "@server/platform/errors";
import type { StaffUser } from "@server/platform/staff-guard";
import {
  type BannerRow,
  type BannerValues,
  deleteBanner,
  findBanner,
  insertBanner,
  listAllBanners,
  lockAllBanners,
  setBannerPosition,
  updateBanner,
} from "./banners.admin-repository";
import { writeContent } from "./content-writes";
import { requireStoredPictures } from "./media-keys";
import { requireWholeList } from "./reorder";

type Deps = Pick<AppDeps, "db" | "storage" | "publicCache">;

const bannerNotFound = "Banner not found";

export function adminBannerOf(row: BannerRow, storage: Deps["storage"]): AdminBanner {
  return {
    id: row.id,
    image: row.imageKey,
    image_url: storage.url(row.imageKey),
    mobile_image: row.mobileImageKey,
    mobile_image_url: storage.url(row.mobileImageKey),
    link: row.link,
    alt: row.alt,
    position: row.position,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
  };
}

const valuesOf = (input: BannerInput): BannerValues => ({
  imageKey: input.image,
  mobileImageKey: input.mobile_image,
  link: input.link,
  alt: input.alt,
  isActive: input.is_active,
});

function checkPictures(deps: Deps, input: BannerInput, before?: BannerRow) {
  return requireStoredPictures(deps.storage, [
    { field: "image", label: "image", key: input.image, previous: before?.imageKey },
    {
      field: "mobile_image",
      label: "mobile image",
      key: input.mobile_image,
      previous: before?.mobileImageKey,
    },
  ]);
}

export async function listBanners(deps: Deps): Promise<AdminBannerList> {
  return { results: (await listAllBanners(deps.db)).map((row) => adminBannerOf(row, deps.storage)) };
}

export async function createBanner(deps: Deps, staff: StaffUser, input: BannerInput): Promise<AdminBanner> {
  await checkPictures(deps, input);
  return writeContent(deps, staff, async (tx) => {
    const banner = adminBannerOf(await insertBanner(tx, valuesOf(input)), deps.storage);
    return {
      result: banner,
      audit: { action: "create", entity: "banner", entityId: banner.id, after: banner },
    };
  });
}

export async function replaceBanner(
  deps: Deps,
  staff: StaffUser,
  id: number,
  input: BannerInput,
): Promise<AdminBanner> {
  // Checked before the transaction, so no row stays locked while storage (maybe S3) answers.
  const current = await findBanner(deps.db, id);
  if (!current) throw notFound(bannerNotFound);
  await checkPictures(deps, input, current);
  return writeContent(deps, staff, async (tx) => {
    const row = await findBanner(tx, id, { lock: true });
    if (!row) throw notFound(bannerNotFound);
    const before = adminBannerOf(row, deps.storage);
    const after = adminBannerOf(await updateBanner(tx, id, valuesOf(input)), deps.storage);
    return { result: after, audit: { action: "update", entity: "banner", entityId: id, before, after } };
  });
}

/** The pictures stay in storage: a deleted banner's audit row still points at what it showed. */
export async function removeBanner(deps: Deps, staff: StaffUser, id: number) {
  return writeContent(deps, staff, async (tx) => {
    const row = await findBanner(tx, id, { lock: true });
    if (!row) throw notFound(bannerNotFound);
    await deleteBanner(tx, id);
    return {
      result: { message: "Banner deleted" },
      audit: { action: "delete", entity: "banner", entityId: id, before: adminBannerOf(row, deps.storage) },
    };
  });
}

export async function reorderBanners(
  deps: Deps,
  staff: StaffUser,
  input: ReorderInput,
): Promise<AdminBannerList> {
  return writeContent(deps, staff, async (tx) => {
    const rows = await lockAllBanners(tx);
    requireWholeList(rows, input.ids, "banners");
    for (const [position, id] of input.ids.entries()) await setBannerPosition(tx, id, position);
    const after = await listAllBanners(tx);
    return {
      result: { results: after.map((row) => adminBannerOf(row, deps.storage)) },
      audit: {
        action: "reorder",
        entity: "banner",
        entityId: "all",
        before: rows.map((row) => row.id),
        after: input.ids,
      },
    };
  });
}
