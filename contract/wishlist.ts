import { z } from "zod";
import { wishlistMessages } from "./cart-rules";
import { productCard } from "./catalog";

/** GET /user/wishlist/ — product cards, the latest added first; products no longer sold are left out. */
export const wishlist = z.object({ items: z.array(productCard) });
export type Wishlist = z.infer<typeof wishlist>;

/** POST /user/wishlist/toggle_item/ */
export const toggleWishlistInput = z.object({
  product_id: z
    .number({ error: wishlistMessages.productNotFound })
    .int(wishlistMessages.productNotFound)
    .min(1, wishlistMessages.productNotFound)
    .max(2_147_483_647, wishlistMessages.productNotFound),
});
export type ToggleWishlistInput = z.input<typeof toggleWishlistInput>;

/** `message` contains 'added' or 'removed' (product §4); `is_in_wishlist` is the state after the toggle. */
export const toggleWishlistResponse = z.object({ message: z.string(), is_in_wishlist: z.boolean() });
export type ToggleWishlistResponse = z.infer<typeof toggleWishlistResponse>;

/** GET /user/wishlist/count/: a plain number. */
export const wishlistCount = z.number().int();
