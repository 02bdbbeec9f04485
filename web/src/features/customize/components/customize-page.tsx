import type { CartChange } from "@contract/cart";
import { customizationMessages } from "@contract/cart-rules";
import type { ProductDetail } from "@contract/catalog";
import { ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ResponsiveImage } from "@web/components/ui/responsive-image";
import { PageSpinner } from "@web/components/ui/spinner";
import { toast } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { ShoppingBag, Sparkles } from "lucide-react";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { useSavedCustomization } from "../api/get-saved-customization";
import { CustomizeForm } from "./customize-form";

type CustomizePageProps = {
  productId: number;
  /** The product from the catalogue (the route loads it); undefined while loading. */
  product: Pick<ProductDetail, "name" | "main_image" | "is_customizable" | "customizable_fields"> | undefined;
  failed: boolean;
  onSaved: (change: CartChange) => void;
};

const returnToCart = <ButtonLink to="/cart">Return to Cart</ButtonLink>;

/** /customize/{productId} (product §2): a text area per text field and a picker per photo field. */
export function CustomizePage({ productId, product, failed, onSaved }: CustomizePageProps) {
  usePageTitle(product ? `Customize ${product.name}` : "Customize");
  const navigate = useNavigate();
  const customizable = product?.is_customizable === true && product.customizable_fields.length > 0;
  const saved = useSavedCustomization(productId, customizable);

  // Product §2/§8: a product that cannot be loaded sends the shopper back to the cart.
  useEffect(() => {
    if (!failed) return;
    toast.error(customizationMessages.loadFailed, { id: "customize-load" });
    navigate("/cart", { replace: true });
  }, [failed, navigate]);

  if (failed) {
    return <EmptyState icon={ShoppingBag} title={customizationMessages.loadFailed} action={returnToCart} />;
  }
  if (!product || (customizable && saved.isPending)) return <PageSpinner />;
  if (!customizable) {
    return <EmptyState icon={Sparkles} title={customizationMessages.notCustomizable} action={returnToCart} />;
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 md:py-12">
      <header className="mb-8 flex items-center gap-4">
        <ResponsiveImage
          src={product.main_image}
          sizes="80px"
          width={80}
          height={80}
          className="size-16 shrink-0 rounded-2xl object-cover ring-1 ring-cocoa-100 sm:size-20"
        />
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-amber-700 uppercase">Make it personal</p>
          <h1 className="mt-1 text-2xl leading-tight text-cocoa-900 md:text-3xl">Customize {product.name}</h1>
        </div>
      </header>
      <div className="rounded-3xl bg-white p-5 shadow-soft ring-1 ring-cocoa-100 sm:p-8">
        <CustomizeForm
          productId={productId}
          fields={product.customizable_fields}
          answers={saved.data?.answers ?? []}
          onSaved={onSaved}
        />
      </div>
    </div>
  );
}
