import { AdminPageHeader } from "@web/admin/components/admin-page-header";
import { ErrorState } from "@web/components/ui/error-state";
import { PageSpinner } from "@web/components/ui/spinner";
import { useParams } from "react-router";
import { useCoupon } from "../api/get-coupon";
import { CouponForm } from "./coupon-form";
import { discountValuesOf, newDiscountValues } from "./discount-defaults";

function EditCoupon({ id }: { id: number }) {
  const coupon = useCoupon(id);
  if (coupon.isPending) return <PageSpinner />;
  if (coupon.isError)
    return <ErrorState message="Could not load this coupon" onRetry={() => coupon.refetch()} />;
  const saved = coupon.data;
  return (
    <>
      <AdminPageHeader title={`Edit ${saved.code}`} />
      <p className="mb-4 text-sm text-cocoa-600">
        Used {saved.times_used} {saved.times_used === 1 ? "time" : "times"}
        {saved.usage_limit === null ? "" : ` of ${saved.usage_limit}`}.
      </p>
      <CouponForm
        id={id}
        initial={{
          code: saved.code,
          description: saved.description,
          usage_limit: saved.usage_limit,
          per_customer_limit: saved.per_customer_limit,
          is_public: saved.is_public,
          ...discountValuesOf(saved),
        }}
      />
    </>
  );
}

/** /admin/coupons/new and /admin/coupons/{id}. */
export default function CouponEditPage() {
  const { id } = useParams();
  if (id === undefined || id === "new") {
    return (
      <>
        <AdminPageHeader title="New coupon" />
        <CouponForm
          id={null}
          initial={{
            code: "",
            description: "",
            usage_limit: null,
            per_customer_limit: 1,
            is_public: false,
            ...newDiscountValues(),
          }}
        />
      </>
    );
  }
  return <EditCoupon id={Number(id)} />;
}
