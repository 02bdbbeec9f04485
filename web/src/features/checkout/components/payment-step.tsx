import type { Address } from "@contract/address";
import type { CartItem } from "@contract/cart";
import type { PublicCoupon } from "@contract/coupons";
import { shortDayText } from "@contract/india-time";
import { shippingOptionNames } from "@contract/shipping";
import { AddressLines } from "@web/components/account/address-lines";
import { PublicCouponList } from "@web/components/ui/public-coupon-list";
import { formatDeliveryDate } from "@web/lib/format-date";
import { CalendarHeart, Truck } from "lucide-react";
import type { ShippingChoice } from "../shipping-choice";
import type { useCoupon } from "../use-coupon";
import { CouponForm } from "./coupon-form";
import { GiftMessageForm } from "./gift-message-form";
import { OrderSummary } from "./order-summary";

type PaymentStepProps = {
  items: CartItem[];
  address: Address;
  choice: ShippingChoice | null;
  gift: { message: string; from: string };
  onGiftChange: (gift: { message: string; from: string }) => void;
  coupon: ReturnType<typeof useCoupon>;
  publicCoupons: PublicCoupon[];
  subtotalPaise: number;
  onChangeAddress: () => void;
  onChangeShipping: () => void;
};

const changeClass = "text-sm font-semibold text-amber-800 underline-offset-4 hover:underline";

/**
 * Product §2 payment step: the order summary, a coupon (typed or picked from the listed ones), the gift
 * card (decision 24), and where and how it goes (the page holds Pay).
 */
export function PaymentStep({
  items,
  address,
  choice,
  gift,
  onGiftChange,
  coupon,
  publicCoupons,
  subtotalPaise,
  onChangeAddress,
  onChangeShipping,
}: PaymentStepProps) {
  return (
    <div className="space-y-6">
      <OrderSummary items={items} />
      <section className="rounded-2xl bg-white p-5 shadow-soft ring-1 ring-cocoa-100">
        <CouponForm
          code={coupon.code}
          onCodeChange={coupon.setCode}
          appliedCode={coupon.terms?.code ?? null}
          busy={coupon.busy}
          onApply={(code) => coupon.apply(code, subtotalPaise)}
          onRemove={coupon.remove}
        />
        <PublicCouponList
          coupons={publicCoupons}
          appliedCode={coupon.terms?.code ?? null}
          busy={coupon.busy}
          onApply={(code) => {
            coupon.setCode(code);
            coupon.apply(code, subtotalPaise);
          }}
        />
      </section>
      <section
        aria-labelledby="delivery-address-title"
        className="grid gap-5 rounded-2xl bg-white p-5 shadow-soft ring-1 ring-cocoa-100 sm:grid-cols-2"
      >
        <div>
          <div className="mb-2 flex items-center justify-between gap-3">
            <h2 id="delivery-address-title" className="text-lg text-cocoa-900">
              Delivery Address
            </h2>
            <button type="button" onClick={onChangeAddress} className={changeClass}>
              Change
            </button>
          </div>
          <AddressLines address={address} />
        </div>
        {choice && (
          <div>
            <div className="mb-2 flex items-center justify-between gap-3">
              <h2 className="text-lg text-cocoa-900">Shipping</h2>
              <button type="button" onClick={onChangeShipping} className={changeClass}>
                Change
              </button>
            </div>
            {choice.code === "L" ? (
              <>
                <p className="flex items-center gap-2 text-sm font-semibold text-cocoa-900">
                  <CalendarHeart aria-hidden="true" className="size-4 text-amber-700" />
                  {shippingOptionNames.L}
                </p>
                <p className="text-sm text-cocoa-600">
                  Delivery:{" "}
                  <span className="font-medium text-cocoa-900">
                    {shortDayText(choice.date)}, {choice.slot.label}
                  </span>
                </p>
              </>
            ) : (
              <>
                <p className="flex items-center gap-2 text-sm font-semibold text-cocoa-900">
                  <Truck aria-hidden="true" className="size-4 text-amber-700" />
                  {shippingOptionNames[choice.code]} Delivery
                </p>
                <p className="text-sm text-cocoa-600">
                  Estimated delivery:{" "}
                  <span className="font-medium text-cocoa-900">{formatDeliveryDate(choice.option.days)}</span>
                </p>
              </>
            )}
          </div>
        )}
      </section>
      <GiftMessageForm
        message={gift.message}
        from={gift.from}
        onMessageChange={(message) => onGiftChange({ ...gift, message })}
        onFromChange={(from) => onGiftChange({ ...gift, from })}
      />
    </div>
  );
}
