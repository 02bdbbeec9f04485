import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { serverMessageOr } from "@web/lib/server-message";
import { ArrowRight, Mail } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useRequestOtp } from "../api/request-otp";
import { BusyLabel } from "./busy-label";
import { StepHeader, useFocusOnMount } from "./step-header";

type EmailStepProps = {
  email: string;
  onEmailChange: (email: string) => void;
  /** The code is on its way; the server says how many seconds before another may be asked for. */
  onSent: (resendAfterSeconds: number) => void;
};

/** Step 1 (product §2): the address the code goes to. Product §5: required, an e-mail address. */
export function EmailStep({ email, onEmailChange, onSent }: EmailStepProps) {
  const send = useRequestOtp();
  const [error, setError] = useState<string | null>(null);
  const input = useFocusOnMount<HTMLInputElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    send.mutate(
      { email: email.trim() },
      {
        onSuccess: (answer) => onSent(answer.resend_after),
        onError: (failure) => setError(serverMessageOr(failure, "Failed to send OTP")),
      },
    );
  };

  return (
    <>
      <StepHeader icon={Mail} title="Sign in to your account" subtitle="We'll send you a verification code" />
      <form onSubmit={submit} className="space-y-5">
        <TextField
          ref={input}
          label="Email address"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          required
          value={email}
          onChange={(event) => onEmailChange(event.target.value)}
        />
        {error && <ErrorBox>{error}</ErrorBox>}
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full">
          <BusyLabel busy={send.isPending} idle="Continue with Email" working="Sending OTP" />
          {!send.isPending && <ArrowRight aria-hidden="true" className="size-4" />}
        </Button>
      </form>
    </>
  );
}
