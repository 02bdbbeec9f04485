import { lazy } from "react";
import { Route, Routes } from "react-router";

// Each screen is its own chunk: staff on the order queue never download the product editor.
const AuditLog = lazy(() => import("./features/audit/components/audit-log-page"));
const Reviews = lazy(() => import("./features/reviews/components/reviews-page"));
const AdminNotFound = lazy(() => import("./components/admin-not-found"));
const Dashboard = lazy(() => import("./features/dashboard/components/dashboard-page"));
const Offers = lazy(() => import("./features/offers/components/offers-page"));
const OfferEdit = lazy(() => import("./features/offers/components/offer-edit-page"));
const Coupons = lazy(() => import("./features/offers/components/coupons-page"));
const CouponEdit = lazy(() => import("./features/offers/components/coupon-edit-page"));
const ShippingZones = lazy(() => import("./features/shipping/components/zones-page"));
const ShippingZoneEdit = lazy(() => import("./features/shipping/components/zone-edit-page"));
const Banners = lazy(() => import("./features/content/components/banners-page"));
const BannerForm = lazy(() => import("./features/content/components/banner-form-page"));
const Highlights = lazy(() => import("./features/content/components/highlights-page"));
const HighlightForm = lazy(() => import("./features/content/components/highlight-form-page"));
const Policies = lazy(() => import("./features/content/components/policies-page"));
const Blogs = lazy(() => import("./features/content/components/blogs-page"));
const BlogForm = lazy(() => import("./features/content/components/blog-form-page"));
const Inbox = lazy(() => import("./features/content/components/inbox-page"));
const StoreSettings = lazy(() => import("./features/content/components/settings-page"));
const TaxSettings = lazy(() => import("./features/invoices/components/tax-settings-page"));
const OrderQueue = lazy(() => import("./features/orders/components/order-queue-page"));
const AdminOrder = lazy(() => import("./features/orders/components/admin-order-page"));
const PackingSlip = lazy(() => import("./features/orders/components/packing-slip-page"));
const Deliveries = lazy(() => import("./features/deliveries/components/deliveries-page"));
const CourierBookings = lazy(() => import("./features/shipments/components/courier-bookings-page"));
const ProductList = lazy(() => import("./features/catalog/components/product-list-page"));
const LowStock = lazy(() => import("./features/catalog/components/low-stock-page"));
const ProductForm = lazy(() => import("./features/catalog/components/product-form-page"));
const CategoryList = lazy(() => import("./features/catalog/components/category-list-page"));
const CategoryForm = lazy(() => import("./features/catalog/components/category-form-page"));
const Occasions = lazy(() => import("./features/catalog/components/occasions-page"));
const OccasionForm = lazy(() => import("./features/catalog/components/occasion-form-page"));
const Synonyms = lazy(() => import("./features/catalog/components/synonyms-page"));

/** Routes under /admin; each area adds its lines here. */
export function AdminRoutes() {
  return (
    <Routes>
      <Route index element={<Dashboard />} />
      <Route path="offers" element={<Offers />} />
      <Route path="offers/:id" element={<OfferEdit />} />
      <Route path="coupons" element={<Coupons />} />
      <Route path="coupons/:id" element={<CouponEdit />} />
      <Route path="shipping" element={<ShippingZones />} />
      <Route path="shipping/:id" element={<ShippingZoneEdit />} />
      <Route path="audit" element={<AuditLog />} />
      <Route path="banners" element={<Banners />} />
      <Route path="banners/new" element={<BannerForm />} />
      <Route path="banners/:id" element={<BannerForm />} />
      <Route path="highlights" element={<Highlights />} />
      <Route path="highlights/new" element={<HighlightForm />} />
      <Route path="highlights/:id" element={<HighlightForm />} />
      <Route path="policies" element={<Policies />} />
      <Route path="policies/:key" element={<Policies />} />
      <Route path="blogs" element={<Blogs />} />
      <Route path="blogs/new" element={<BlogForm />} />
      <Route path="blogs/:id" element={<BlogForm />} />
      <Route path="inbox" element={<Inbox />} />
      <Route path="settings" element={<StoreSettings />} />
      <Route path="tax-settings" element={<TaxSettings />} />
      <Route path="orders" element={<OrderQueue />} />
      <Route path="orders/:orderId" element={<AdminOrder />} />
      <Route path="orders/:orderId/packing-slip" element={<PackingSlip />} />
      <Route path="deliveries" element={<Deliveries />} />
      <Route path="shipments" element={<CourierBookings />} />
      <Route path="products" element={<ProductList />} />
      <Route path="low-stock" element={<LowStock />} />
      <Route path="products/:id" element={<ProductForm />} />
      <Route path="categories" element={<CategoryList />} />
      <Route path="categories/:id" element={<CategoryForm />} />
      <Route path="occasions" element={<Occasions />} />
      <Route path="occasions/:id" element={<OccasionForm />} />
      <Route path="search-synonyms" element={<Synonyms />} />
      <Route path="reviews" element={<Reviews />} />
      <Route path="*" element={<AdminNotFound />} />
    </Routes>
  );
}
