import type { StaffMe } from "@contract/admin/staff";
import { AlertTriangle } from "lucide-react";

type TestPayments = NonNullable<StaffMe["test_payments"]>;

const words: Record<TestPayments, string> = {
  razorpay_test_keys: "Test mode: payments use Razorpay test keys and no real money is taken.",
  simulated: "Test mode: payments are simulated and no real money is taken.",
};

/** On every back-office page while the store takes pretend money, so nobody ships an order nobody paid for. */
export function TestPaymentsBanner({ testPayments }: { testPayments: StaffMe["test_payments"] }) {
  if (!testPayments) return null;
  return (
    <p className="mb-6 flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 font-medium text-amber-900 text-sm">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {words[testPayments]}
    </p>
  );
}
