import {
  BadgePercent,
  CalendarClock,
  FileText,
  FolderTree,
  GalleryHorizontal,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  MessageSquareText,
  Newspaper,
  Package,
  PackageMinus,
  ReceiptText,
  ScrollText,
  Settings,
  Sparkles,
  Ticket,
  Truck,
} from "lucide-react";

export type AdminNavItem = { to: string; label: string; icon: LucideIcon };

/** The back office's menu, in the order staff reach for things; each area adds its line. */
export const adminNav: AdminNavItem[] = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard },
  { to: "/admin/orders", label: "Orders", icon: ReceiptText },
  { to: "/admin/deliveries", label: "Deliveries", icon: CalendarClock },
  { to: "/admin/products", label: "Products", icon: Package },
  { to: "/admin/low-stock", label: "Low stock", icon: PackageMinus },
  { to: "/admin/categories", label: "Categories", icon: FolderTree },
  { to: "/admin/reviews", label: "Reviews", icon: MessageSquareText },
  { to: "/admin/offers", label: "Offers", icon: BadgePercent },
  { to: "/admin/coupons", label: "Coupons", icon: Ticket },
  { to: "/admin/shipping", label: "Shipping zones", icon: Truck },
  { to: "/admin/inbox", label: "Inbox", icon: Inbox },
  { to: "/admin/banners", label: "Banners", icon: GalleryHorizontal },
  { to: "/admin/highlights", label: "Highlights", icon: Sparkles },
  { to: "/admin/blogs", label: "Blog", icon: Newspaper },
  { to: "/admin/policies", label: "Policies", icon: FileText },
  { to: "/admin/settings", label: "Store settings", icon: Settings },
  { to: "/admin/audit", label: "Audit log", icon: ScrollText },
];
