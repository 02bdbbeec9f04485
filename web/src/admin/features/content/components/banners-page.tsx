import type { AdminBanner } from "@contract/admin/content-banners";
import type { AdminColumn } from "@web/admin/components/data-table";
import { useDeleteBanner } from "../api/delete-banner";
import { useBanners } from "../api/get-banners";
import { useReorderBanners } from "../api/reorder-banners";
import { OrderedContentPage, type OrderedRow } from "./ordered-content-page";

const columns: AdminColumn<OrderedRow<AdminBanner>>[] = [
  {
    id: "pictures",
    header: "Pictures",
    cell: ({ row }) => (
      <div className="flex flex-wrap items-end gap-2 md:flex-nowrap">
        <img
          src={row.original.image_url}
          alt=""
          className="aspect-[8/3] w-40 shrink-0 rounded-lg object-cover"
        />
        <img
          src={row.original.mobile_image_url}
          alt=""
          className="aspect-square w-14 shrink-0 rounded-lg object-cover"
        />
      </div>
    ),
  },
  {
    id: "banner",
    header: "Banner",
    cell: ({ row }) => (
      <div className="min-w-0">
        <p className="font-medium">{row.original.alt}</p>
        <p className="break-all text-cocoa-600">{row.original.link}</p>
      </div>
    ),
  },
];

/** The home page carousel's banners in the order shoppers see them. */
export default function BannersPage() {
  return (
    <OrderedContentPage
      title="Banners"
      noun="banner"
      path="/admin/banners"
      intro="Active banners rotate on the home page in this order. Hidden ones stay here until you show them again."
      empty="No banners yet. The home page shows no carousel until you add one."
      list={useBanners()}
      reorder={useReorderBanners()}
      remove={useDeleteBanner()}
      nameOf={(banner) => banner.alt}
      columns={columns}
    />
  );
}
