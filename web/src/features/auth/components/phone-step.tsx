import { Smartphone } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ErrorBox } from "../../../components/ui/error-box";
import { serverMessageOr } from "../../../lib/server-message";
import { useVerifyPhone } from "../api/verify-phone";
import { BusyLabel } from "./busy-label";
import { StepHeader, useFocusOnMount } from "./step-header";

/** Spec §9: the login phone field takes at most 10 characters. */
const phoneMaxLength = 10;

/** Step 3 (spec §2), only when the account has no phone yet. Spec §5: required, at most 10 characters. */
export function PhoneStep({ onVerified }: { onVerified: () => void }) {
  const verify = useVerifyPhone();
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);
  const input = useFocusOnMount<HTMLInputElement>();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    verify.mutate(
      { phone },
      {
        onSuccess: onVerified,
        onError: (failure) => setError(serverMessageOr(failure, "Invalid phone number")),
      },
    );
  };

  return (
    <>
      <StepHeader
        icon={Smartphone}
        title="Add your phone number"
        subtitle="For delivery updates and notifications"
      />
      <form onSubmit={submit} className="space-y-5">
        <div>
          <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-cocoa-800">
            Mobile number
          </label>
          <div className="flex rounded-xl border border-cocoa-200 bg-white shadow-xs transition focus-within:border-amber-500 focus-within:ring-4 focus-within:ring-amber-100">
            <span
              className="flex shrink-0 items-center whitespace-nowrap border-r border-cocoa-100 px-4 text-cocoa-600"
              aria-hidden="true"
            >
              +91
            </span>
            <input
              ref={input}
              id={id}
              name="phone"
              type="tel"
              required
              maxLength={phoneMaxLength}
              inputMode="numeric"
              autoComplete="tel-national"
              placeholder="10-digit mobile number"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              className="block w-full min-w-0 rounded-r-xl bg-transparent px-4 py-3 text-cocoa-900 placeholder:text-cocoa-300 focus:outline-none"
            />
          </div>
        </div>
        {error && <ErrorBox>{error}</ErrorBox>}
        <Button type="submit" size="lg" disabled={verify.isPending} className="w-full">
          <BusyLabel busy={verify.isPending} idle="Verify Phone" working="Verifying Phone" />
        </Button>
      </form>
    </>
  );
}
