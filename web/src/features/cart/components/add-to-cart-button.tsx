import type { CartChange } from "@contract/cart";
import { cartMessages } from "@contract/cart-rules";
import { Button } from "@web/components/ui/button";
import { serverMessageOr } from "@web/lib/server-message";
import { toast } from "@web/lib/toast";
import { useOneAtATime } from "@web/lib/use-one-at-a-time";
import { useSendToLogin } from "@web/lib/use-send-to-login";
import { Check, ShoppingBag } from "lucide-react";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useAddToCart } from "../api/add-to-cart";

type AddToCartButtonProps = {
  product: { id: number; name: string; stock: number; is_customizable: boolean };
  quantity?: number;
  inCart: boolean;
  isAuthenticated: boolean;
  onAdded?: (change: CartChange) => void;
  size?: "sm" | "md" | "lg";
  className?: string;
};

/** Product §9: the added-to-cart state lasts 2 s. */
export const confirmedMs = 2000;

/**
 * Product §2/§4 Add to Cart: guests go to /login; otherwise the quantity is added, '{name} added to cart!'
 * shows and the button confirms for 2 s, then reads 'Added to Cart' since the product is in the cart.
 * A personalised product goes on to /customize/{id}.
 */
export function AddToCartButton({
  product,
  quantity = 1,
  inCart,
  isAuthenticated,
  onAdded,
  size = "lg",
  className = "",
}: AddToCartButtonProps) {
  const add = useAddToCart();
  const navigate = useNavigate();
  const sendToLogin = useSendToLogin();
  const [confirmed, setConfirmed] = useState(false);
  const request = useOneAtATime();

  useEffect(() => {
    if (!confirmed) return;
    const timer = window.setTimeout(() => setConfirmed(false), confirmedMs);
    return () => window.clearTimeout(timer);
  }, [confirmed]);

  if (product.stock <= 0) {
    return (
      <Button size={size} disabled className={className}>
        {cartMessages.outOfStock}
      </Button>
    );
  }

  const onClick = () => {
    if (!isAuthenticated) return sendToLogin(cartMessages.loginToAdd);
    if (!request.start()) return;
    add.mutate(
      { product_id: product.id, quantity },
      {
        onSuccess: (change) => {
          toast.success(cartMessages.added(product.name));
          setConfirmed(true);
          onAdded?.(change);
          if (product.is_customizable) navigate(`/customize/${product.id}`);
        },
        onError: (error) => toast.error(serverMessageOr(error, cartMessages.addFailed)),
        onSettled: request.done,
      },
    );
  };

  const Icon = confirmed ? Check : ShoppingBag;
  return (
    <Button
      size={size}
      variant={confirmed ? "gold" : "primary"}
      className={className}
      disabled={add.isPending}
      aria-busy={add.isPending}
      onClick={onClick}
    >
      <Icon aria-hidden="true" className={size === "lg" ? "size-5" : "size-4"} />
      {confirmed || inCart ? "Added to Cart" : "Add to Cart"}
    </Button>
  );
}
