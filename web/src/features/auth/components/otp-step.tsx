import { otpLength } from "@contract/account-rules";
import type { VerifyOtpResponse } from "@contract/auth";
import { Button } from "@web/components/ui/button";
import { ErrorBox } from "@web/components/ui/error-box";
import { TextField } from "@web/components/ui/form-field";
import { serverMessageOr } from "@web/lib/server-message";
import { KeyRound, Pencil } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useRequestOtp } from "../api/request-otp";
import { useVerifyOtp } from "../api/verify-otp";
import { useSecondsUntil } from "../use-seconds-until";
import { BusyLabel } from "./busy-label";
import { StepHeader, useFocusOnMount } from "./step-header";

type OtpStepProps = {
  email: string;
  /** When (a Date.now() value) the server will take another code request. */
  resendAt: number;
  onResent: (resendAfterSeconds: number) => void;
  onChangeEmail: () => void;
  onVerified: (answer: VerifyOtpResponse) => void;
};

/** Step 2 (product §2): the code from the e-mail. Product §5: required, at most 6 characters, nothing more. */
export function OtpStep({ email, resendAt, onResent, onChangeEmail, onVerified }: OtpStepProps) {
  const verify = useVerifyOtp();
  const resend = useRequestOtp();
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const secondsLeft = useSecondsUntil(resendAt);
  const input = useFocusOnMount<HTMLInputElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setNotice(null);
    verify.mutate(
      { email, otp },
      {
        onSuccess: onVerified,
        onError: (failure) => setError(serverMessageOr(failure, "Invalid OTP")),
      },
    );
  };

  const sendAgain = () => {
    setError(null);
    setNotice(null);
    resend.mutate(
      { email },
      {
        onSuccess: (answer) => {
          setOtp("");
          setNotice(`We've sent a new code to ${email}.`);
          onResent(answer.resend_after);
          input.current?.focus();
        },
        onError: (failure) => setError(serverMessageOr(failure, "Failed to send OTP")),
      },
    );
  };

  return (
    <>
      <StepHeader icon={KeyRound} title="Enter verification code" subtitle="Check your email for the code" />
      <div className="mb-6 flex flex-wrap items-center justify-center gap-x-2 gap-y-1 rounded-xl bg-cream-200/70 px-4 py-3 text-center text-sm text-cocoa-700">
        <span>
          Code sent to <strong className="font-semibold break-all text-cocoa-900">{email}</strong>
        </span>
        <button
          type="button"
          onClick={onChangeEmail}
          className="inline-flex items-center gap-1 rounded font-semibold text-amber-700 underline-offset-4 hover:underline"
        >
          <Pencil aria-hidden="true" className="size-3.5" />
          Change email
        </button>
      </div>
      <form onSubmit={submit} className="space-y-5">
        <TextField
          ref={input}
          label="Verification code"
          name="otp"
          required
          maxLength={otpLength}
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6-digit code"
          value={otp}
          onChange={(event) => setOtp(event.target.value)}
          className="text-center font-mono text-2xl tracking-[0.5em] placeholder:font-sans placeholder:text-base placeholder:tracking-normal"
        />
        {error && <ErrorBox>{error}</ErrorBox>}
        <Button type="submit" size="lg" disabled={verify.isPending} className="w-full">
          <BusyLabel busy={verify.isPending} idle="Verify Code" working="Verifying OTP" />
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-cocoa-600">
        Didn't get the code?{" "}
        <button
          type="button"
          onClick={sendAgain}
          disabled={secondsLeft > 0 || resend.isPending}
          className="rounded font-semibold text-amber-700 underline-offset-4 hover:underline disabled:cursor-not-allowed disabled:text-cocoa-400 disabled:no-underline"
        >
          {resend.isPending ? "Sending…" : secondsLeft > 0 ? `Resend code in ${secondsLeft}s` : "Resend code"}
        </button>
      </p>
      <p aria-live="polite" className="mt-2 min-h-5 text-center text-sm text-emerald-700">
        {notice}
      </p>
    </>
  );
}
