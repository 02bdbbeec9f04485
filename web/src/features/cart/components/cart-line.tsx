import type { CartItem } from "@contract/cart";
import { cartMessages, leftOutOfTotal, needsCustomization, unavailableMessage } from "@contract/cart-rules";
import { ResponsiveImage } from "@web/components/ui/responsive-image";
import { formatAmount } from "@web/lib/format-money";
import { toast } from "@web/lib/toast";
import { AlertTriangle, CheckCircle2, Sparkles, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { useRemoveCartItem } from "../api/remove-cart-item";
import { useUpdateCartQuantity } from "../api/update-cart-quantity";
import { CartStepper } from "./cart-stepper";

/** One cart line: picture, name, prices, stepper, subtotal, remove, and its personalisation state. */
type CartLineProps = { item: CartItem; onRemoved?: (productId: number) => void };

export function CartLine({ item, onRemoved }: CartLineProps) {
  const update = useUpdateCartQuantity();
  const remove = useRemoveCartItem();
  const { product } = item;
  const productPath = `/product/${product.id}`;
  const wasPrice = product.discounted_price !== null && product.price !== item.price ? product.price : null;

  const changeQuantity = (quantity: number) =>
    update.mutate({ item_id: item.id, quantity }, { onError: () => toast.error(cartMessages.updateFailed) });
  const removeLine = () =>
    remove.mutate(item.id, {
      onSuccess: () => {
        toast.success(cartMessages.removed);
        onRemoved?.(product.id);
      },
      onError: () => toast.error(cartMessages.removeFailed),
    });

  return (
    <li
      aria-label={product.name}
      className={`flex gap-4 py-5 transition-opacity sm:gap-5 ${remove.isPending ? "opacity-50" : ""}`}
    >
      <Link
        to={productPath}
        tabIndex={-1}
        aria-hidden="true"
        className="size-24 shrink-0 overflow-hidden rounded-xl bg-cream-200 ring-1 ring-cocoa-100 sm:size-28"
      >
        <ResponsiveImage
          src={product.main_image}
          sizes="112px"
          width={112}
          height={112}
          className={`size-full object-cover ${item.is_available ? "" : "opacity-60 grayscale"}`}
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <Link
              to={productPath}
              className="line-clamp-2 font-display text-base leading-snug text-cocoa-900 hover:text-amber-800 sm:text-lg"
            >
              {product.name}
            </Link>
            <p className="mt-1 flex flex-wrap items-baseline gap-x-2 text-sm text-cocoa-600">
              <span>{formatAmount(item.price)} each</span>
              {wasPrice && (
                <s className="text-cocoa-500">
                  <span className="sr-only">Original price </span>
                  {formatAmount(wasPrice)}
                </s>
              )}
            </p>
          </div>
          <button
            type="button"
            onClick={removeLine}
            disabled={remove.isPending}
            aria-label={`Remove ${product.name}`}
            className="-mt-1 -mr-2 flex size-9 shrink-0 items-center justify-center rounded-full text-cocoa-400 transition hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
          >
            <Trash2 aria-hidden="true" className="size-4.5" />
          </button>
        </div>

        {product.is_customizable && item.unavailable_reason !== "not_available" && (
          <Personalisation item={item} />
        )}
        {!item.is_available && item.unavailable_reason && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-red-700">
            <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
            {unavailableMessage(item.unavailable_reason, product.stock)}
          </p>
        )}

        <div className="mt-auto flex flex-wrap items-center justify-between gap-3 pt-1">
          {item.unavailable_reason === "not_available" ? (
            // No quantity of a product no longer sold can be set; removing the line is what is left.
            <p className="text-sm text-cocoa-500">Quantity {item.quantity}</p>
          ) : (
            <CartStepper
              value={item.quantity}
              max={Math.max(product.stock, 1)}
              busy={update.isPending}
              label={product.name}
              onChange={changeQuantity}
            />
          )}
          {leftOutOfTotal(item.unavailable_reason) ? (
            <p className="font-semibold text-cocoa-400">
              <span className="sr-only">Not counted in the total: </span>
              <s>{formatAmount(item.subtotal)}</s>
            </p>
          ) : (
            <p className="font-semibold text-cocoa-900">
              <span className="sr-only">Subtotal </span>
              {formatAmount(item.subtotal)}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

function Personalisation({ item }: { item: CartItem }) {
  const customizePath = `/customize/${item.product.id}`;
  if (needsCustomization(item)) {
    return (
      <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
        <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
        <span>
          Needs your personal touch.{" "}
          <Link to={customizePath} className="font-semibold text-amber-800 underline underline-offset-2">
            Customize
          </Link>
        </span>
      </p>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-cocoa-600">
      <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        Customized
      </span>
      {item.customization_summary && (
        <span className="line-clamp-2 basis-full break-words text-cocoa-500">
          {item.customization_summary}
        </span>
      )}
      <Link to={customizePath} className="font-semibold text-amber-800 underline underline-offset-2">
        Edit customization
      </Link>
    </div>
  );
}
