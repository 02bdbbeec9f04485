import { ProductList } from "./product-list-page";

/** The products about to run out, with their quick stock edit. */
export default function LowStockPage() {
  return <ProductList lowStock />;
}
