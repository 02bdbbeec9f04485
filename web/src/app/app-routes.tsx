import { PageSpinner } from "@web/components/ui/spinner";
import { ProtectedRoute } from "@web/features/auth/components/protected-route";
import { lazy, Suspense } from "react";
import { Outlet, Route, Routes } from "react-router";
import { RootLayout } from "./root-layout";

// Route modules load on demand so the home page downloads only what it shows.
const Home = lazy(() => import("./routes/home"));
const Categories = lazy(() => import("./routes/categories"));
const CategoryProducts = lazy(() => import("./routes/category-products"));
const Search = lazy(() => import("./routes/search"));
const Occasion = lazy(() => import("./routes/occasion"));
const Product = lazy(() => import("./routes/product"));
const Contact = lazy(() => import("./routes/contact"));
const Blogs = lazy(() => import("./routes/blogs"));
const Blog = lazy(() => import("./routes/blog"));
const Policy = lazy(() => import("./routes/policy"));
const NotFound = lazy(() => import("./routes/not-found"));
const Login = lazy(() => import("./routes/login"));
const Profile = lazy(() => import("./routes/profile"));
const ProfileEdit = lazy(() => import("./routes/profile-edit"));
const Cart = lazy(() => import("./routes/cart"));
const Customize = lazy(() => import("./routes/customize"));
const Wishlist = lazy(() => import("./routes/wishlist"));
const Checkout = lazy(() => import("./routes/checkout"));
const Orders = lazy(() => import("./routes/orders"));
const Order = lazy(() => import("./routes/order"));
// The back office is its own root: none of its code reaches the store's bundles.
const AdminApp = lazy(() => import("@web/admin/admin-app"));

export function AppRoutes() {
  return (
    <Routes>
      <Route
        path="admin/*"
        element={
          <Suspense fallback={<PageSpinner />}>
            <AdminApp />
          </Suspense>
        }
      />
      <Route element={<RootLayout />}>
        <Route index element={<Home />} />
        <Route path="login" element={<Login />} />
        <Route path="categories" element={<Categories />} />
        <Route path="categories/:categoryId" element={<CategoryProducts />} />
        <Route path="search" element={<Search />} />
        <Route path="occasions/:slug" element={<Occasion />} />
        <Route path="product/:productId" element={<Product />} />
        <Route path="contact" element={<Contact />} />
        <Route path="blogs" element={<Blogs />} />
        <Route path="blog/:slug" element={<Blog />} />
        <Route
          element={
            <ProtectedRoute>
              <Outlet />
            </ProtectedRoute>
          }
        >
          <Route path="cart" element={<Cart />} />
          <Route path="customize/:productId" element={<Customize />} />
          <Route path="wishlist" element={<Wishlist />} />
          <Route path="orders" element={<Orders />} />
          <Route path="orders/:orderId" element={<Order />} />
          <Route path="profile" element={<Profile />} />
          <Route path="profile/edit" element={<ProfileEdit />} />
          <Route path="checkout" element={<Checkout />} />
        </Route>
        <Route path=":policyType" element={<Policy />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
