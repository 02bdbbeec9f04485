import type { Address } from "@contract/address";
import type { Cart } from "@contract/cart";
import { cartMessages, checkoutBlock } from "@contract/cart-rules";
import type { PublicCoupon } from "@contract/coupons";
import { deliveryMessages } from "@contract/delivery-slots";
import { giftMessageProblem } from "@contract/gift-card";
import { formatInr, toPaise } from "@contract/money";
import { offerTermsOf } from "@contract/offer-rules";
import type { Offer } from "@contract/offers";
import { quote, shippingTermsOf } from "@contract/pricing";
import { isShippingFree } from "@contract/shipping";
import { Button, ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ErrorBox } from "@web/components/ui/error-box";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { toast } from "@web/lib/toast";
import { usePageTitle } from "@web/lib/use-page-title";
import { ArrowLeft, ShoppingBag } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useDeliveryCheck } from "../api/check-delivery";
import { useDeliveryCalendar } from "../api/get-delivery-calendar";
import {
  type CheckoutStep,
  clearCheckoutState,
  readCheckoutState,
  restoredShipping,
  saveCheckoutState,
} from "../checkout-state";
import { orderRequest } from "../order-request";
import { bookableSlot, isSlotRefusal, shippingChoice } from "../shipping-choice";
import { useCoupon } from "../use-coupon";
import { usePayment } from "../use-payment";
import { AddressStep } from "./address-step";
import { CheckoutSteps } from "./checkout-steps";
import { PaymentStep } from "./payment-step";
import { PriceLines } from "./price-lines";
import { ShippingStep } from "./shipping-step";

type QueryState<T> = { data: T | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };

type CheckoutPageProps = {
  cart: QueryState<Cart>;
  addresses: QueryState<Address[]>;
  /** Live automatic offers; the quote applies the best one by itself. */
  offers: Offer[] | undefined;
  /** The coupons listed beside the coupon box, with why one does not apply yet. */
  publicCoupons?: PublicCoupon[];
  /** Shown under the steps bar, never in the way of a step (the route's "What should we call you?"). */
  notice?: ReactNode;
  /** Paid and verified: the route refreshes the cart, its badge and the orders. */
  onPaid: () => void;
  /** The server priced the order differently: the route reloads the cart and offers. */
  onPricesChanged: () => void;
};

function returnedAddressId(param: string | null): number | null {
  return param !== null && /^\d{1,10}$/.test(param) ? Number(param) : null;
}

/** /checkout (product §2): Address → Shipping → Payment, priced by the one quote of contract/pricing.ts. */
export function CheckoutPage({
  cart,
  addresses,
  offers,
  publicCoupons = [],
  notice,
  onPaid,
  onPricesChanged,
}: CheckoutPageProps) {
  usePageTitle("Checkout");
  const navigate = useNavigate();
  // Read once; removed after the first render so a later visit starts afresh.
  const [restored] = useState(readCheckoutState);
  useEffect(() => clearCheckoutState(), []);
  // Back from /profile with the address just added or edited (?address=<id>): it is the one chosen.
  const [params] = useSearchParams();
  const [returned] = useState(() => returnedAddressId(params.get("address")));
  const [step, setStep] = useState<CheckoutStep>(returned ? 2 : (restored?.step ?? 1));
  const [addressId, setAddressId] = useState<number | null>(returned ?? restored?.addressId ?? null);
  const [shipping, setShipping] = useState(() => restoredShipping(restored, returned).shipping);
  const [pick, setPick] = useState(() => restoredShipping(restored, returned).pick);
  const [gift, setGift] = useState({ message: restored?.giftMessage ?? "", from: restored?.giftFrom ?? "" });
  // What create_order said about the slot when it sent the shopper back to choose again.
  const [problem, setProblem] = useState<string | null>(null);
  const coupon = useCoupon(restored?.couponCode ?? "");
  const payment = usePayment({
    onPaid: () => {
      // The paid checkout leaves the history: Back from the orders returns to the cart, not to a
      // checkout whose cart is gone.
      navigate("/orders", { replace: true });
      onPaid();
    },
    onPricesChanged,
    onRefused: (message) => {
      if (shipping !== "L") return;
      // The calendar is asked again whatever was refused, so the screen shows what is bookable now.
      void calendar.refetch().then((fresh) => {
        if (isSlotRefusal(message) || !bookableSlot(fresh.data, pick)) {
          setProblem(message);
          setStep(2);
        }
      });
    },
  });

  const address = addresses.data?.find((candidate) => candidate.id === addressId) ?? null;
  const delivery = useDeliveryCheck(address?.pincode ?? null);
  const calendar = useDeliveryCalendar(address?.id ?? null);
  const choice = shippingChoice(delivery.data, calendar.data, shipping, pick);
  const items = cart.data?.items ?? [];
  const lines = items.map((item) => ({ unitPricePaise: toPaise(item.price), quantity: item.quantity }));
  const priced = quote({
    lines,
    offers: (offers ?? []).map(offerTermsOf),
    coupon: coupon.terms,
    shipping: choice?.terms ?? null,
    slotFeePaise: choice?.slotFeePaise ?? 0,
    now: new Date(),
  });

  // A restored coupon is asked for again: the server, not the browser's memory, says what it is worth.
  const reapplied = useRef(false);
  useEffect(() => {
    if (reapplied.current || !restored?.couponApplied || !restored.couponCode || !cart.data) return;
    reapplied.current = true;
    coupon.apply(restored.couponCode, priced.subtotalPaise, { quiet: true });
  }, [restored, cart.data, coupon, priced.subtotalPaise]);

  // What is shown never runs ahead of what is known: no address, no shipping; no method, no payment.
  const addressesKnown = addresses.data !== undefined;
  const shippingKnown = !delivery.isPending && !calendar.isPending;
  const shown: CheckoutStep =
    step > 1 && addressesKnown && !address ? 1 : step === 3 && !choice && shippingKnown ? 2 : step;

  const saveAndLeave = () =>
    saveCheckoutState({
      step: shown,
      addressId,
      shipping,
      couponCode: coupon.code,
      couponApplied: coupon.terms !== null,
      deliveryDate: shipping === "L" ? (pick?.date ?? null) : null,
      slotId: shipping === "L" ? (pick?.slotId ?? null) : null,
      giftMessage: gift.message,
      giftFrom: gift.from,
    });

  const goTo = (target: CheckoutStep) => {
    if (target <= shown) return setStep(target);
    if (!address) return toast.error("Please select a delivery address first");
    if (target === 3 && !choice) {
      return toast.error(
        shipping === "L" ? deliveryMessages.chooseDate : "Please select a shipping method first",
      );
    }
    setStep(target);
  };

  const chooseAddress = (chosen: Address) => {
    if (chosen.id !== addressId) {
      setShipping(null);
      setPick(null);
    }
    setAddressId(chosen.id);
    setStep(2);
  };

  const pay = () => {
    if (!address || !choice) return toast.error("Please select a shipping method");
    const blocked = cart.data ? checkoutBlock(cart.data) : null;
    if (blocked) return toast.error(blocked);
    const giftProblem = giftMessageProblem(gift.message);
    if (giftProblem) return toast.error(giftProblem);
    void payment.pay(orderRequest(address.id, choice, priced, gift));
  };

  if (cart.isPending) return <PageSpinner />;
  if (cart.isError || !cart.data)
    return <ErrorState message={cartMessages.loadFailed} onRetry={cart.refetch} />;
  if (items.length === 0) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10 lg:px-8">
        <h1 className="text-2xl text-cocoa-900 md:text-3xl">Checkout</h1>
        <EmptyState
          icon={ShoppingBag}
          title={cartMessages.emptyTitle}
          description={cartMessages.emptyText}
          action={<ButtonLink to="/categories">Browse Products</ButtonLink>}
        />
      </div>
    );
  }
  const blocked = checkoutBlock(cart.data);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 md:py-10 lg:px-8">
      <div className="mb-6 flex items-center gap-3">
        <Button variant="ghost" size="sm" onClick={() => navigate(-1)} className="-ml-2">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back
        </Button>
        <h1 className="text-2xl text-cocoa-900 md:text-3xl">Checkout</h1>
      </div>
      <div className="mb-8 rounded-2xl bg-white px-4 py-3 shadow-soft ring-1 ring-cocoa-100 sm:px-6">
        <CheckoutSteps current={shown} onSelect={goTo} />
      </div>
      {notice && <div className="mb-6 empty:hidden">{notice}</div>}
      {blocked && (
        <ErrorBox className="mb-6">
          {blocked}.{" "}
          <ButtonLink to="/cart" variant="ghost" size="sm" className="-my-1 underline">
            Go to cart
          </ButtonLink>
        </ErrorBox>
      )}
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          {shown === 1 && (
            <AddressStep
              addresses={addresses.data}
              loading={addresses.isPending}
              failed={addresses.isError}
              onRetry={addresses.refetch}
              selectedId={addressId}
              onSelect={chooseAddress}
              onLeave={saveAndLeave}
            />
          )}
          {shown === 2 && address && (
            <ShippingStep
              address={address}
              delivery={delivery}
              calendar={calendar}
              selected={shipping}
              isFree={(terms) => isShippingFree(shippingTermsOf(terms), priced.subtotalPaise)}
              onSelect={(chosen) => {
                setShipping(chosen.code);
                setProblem(null);
                setStep(3);
              }}
              onSelectHand={() => setShipping("L")}
              picked={bookableSlot(calendar.data, pick) ? pick : null}
              onPick={(picked) => {
                setShipping("L");
                setPick(picked);
                setProblem(null);
              }}
              onContinue={() => goTo(3)}
              problem={problem}
              onChangeAddress={() => setStep(1)}
              onLeave={saveAndLeave}
            />
          )}
          {shown === 3 && address && (
            <PaymentStep
              items={items}
              address={address}
              choice={choice}
              gift={gift}
              onGiftChange={setGift}
              coupon={coupon}
              publicCoupons={publicCoupons}
              subtotalPaise={priced.subtotalPaise}
              onChangeAddress={() => setStep(1)}
              onChangeShipping={() => setStep(2)}
            />
          )}
          {shown > 1 && !address && <PageSpinner />}
        </div>
        <aside
          aria-label="Price details"
          className="rounded-2xl bg-white p-5 shadow-soft ring-1 ring-cocoa-100 lg:sticky lg:top-24"
        >
          <h2 className="mb-4 text-lg text-cocoa-900">
            Price Details{" "}
            <span className="font-sans text-sm font-normal text-cocoa-500">
              ({cart.data.count} {cart.data.count === 1 ? "item" : "items"})
            </span>
          </h2>
          <PriceLines quote={priced} shippingChosen={choice !== null} />
          {shown === 3 && (
            <Button
              variant="gold"
              size="lg"
              onClick={pay}
              disabled={payment.paying || coupon.busy || choice === null}
              className="mt-5 w-full"
            >
              {payment.paying ? "Processing Payment..." : `Pay ${formatInr(priced.totalPaise)}`}
            </Button>
          )}
          <p className="mt-4 text-xs leading-relaxed text-cocoa-500">Prices include all taxes.</p>
        </aside>
      </div>
    </div>
  );
}
