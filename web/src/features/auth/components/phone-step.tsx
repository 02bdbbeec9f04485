import { nameMaxLength } from "@contract/account-rules";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { serverMessageOr } from "@web/lib/server-message";
import { Smartphone } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useVerifyPhone } from "../api/verify-phone";
import { useAuth } from "../use-auth";
import { BusyLabel } from "./busy-label";
import { StepHeader, useFocusOnMount } from "./step-header";

/** Product §9: the login phone field takes at most 10 characters. */
const phoneMaxLength = 10;

/**
 * Step 3 (product §2), only when the account has no phone yet. Product §5: required, at most 10 characters.
 * Above it, an optional first and last name (prefilled when known), so mails and reviews can say who the
 * shopper is; left empty, they are not sent and sign-in goes on as before.
 */
export function PhoneStep({ onVerified }: { onVerified: () => void }) {
  const verify = useVerifyPhone();
  const { user } = useAuth();
  const [firstName, setFirstName] = useState(user?.first_name ?? "");
  const [lastName, setLastName] = useState(user?.last_name ?? "");
  const [phone, setPhone] = useState("");
  const [error, setError] = useState<string | null>(null);
  const firstInput = useFocusOnMount<HTMLInputElement>();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    verify.mutate(
      {
        phone,
        ...(firstName.trim() ? { first_name: firstName } : {}),
        ...(lastName.trim() ? { last_name: lastName } : {}),
      },
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
        <div className="grid grid-cols-2 gap-3">
          <TextField
            ref={firstInput}
            label="First name (optional)"
            name="first_name"
            autoComplete="given-name"
            maxLength={nameMaxLength}
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
          />
          <TextField
            label="Last name (optional)"
            name="last_name"
            autoComplete="family-name"
            maxLength={nameMaxLength}
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
          />
        </div>
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
