import { PageSpinner } from "@web/components/ui/spinner";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { redirectTarget } from "../redirect-target";
import { useAuth } from "../use-auth";
import { EmailStep } from "./email-step";
import { OtpStep } from "./otp-step";
import { PhoneStep } from "./phone-step";

type Step = "email" | "otp" | "phone";

/**
 * /login (product §2, §4): email → code → phone (only when the account has none) → the `redirect` target,
 * replacing history. Someone already signed in goes straight to the target.
 */
export function LoginPage() {
  const { isAuthenticated, loading, login } = useAuth();
  const [params] = useSearchParams();
  const target = redirectTarget(params.get("redirect"));
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>("email");
  const [email, setEmail] = useState("");
  const [resendAt, setResendAt] = useState(0);

  // Only on arrival: after a code is verified the customer is signed in but may still owe a phone number.
  if (isAuthenticated && step === "email") return <Navigate replace to={target} />;
  // A stored session is still being checked: it may send the customer on before the form is needed.
  if (loading && step === "email") return <PageSpinner />;

  const finish = () => navigate(target, { replace: true });
  const codeSent = (resendAfterSeconds: number) => setResendAt(Date.now() + resendAfterSeconds * 1000);

  return (
    <div className="relative isolate overflow-hidden px-4 py-10 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-72 bg-gradient-to-b from-amber-100/70 to-transparent"
      />
      <div className="mx-auto w-full max-w-md">
        <div className="rounded-3xl bg-white px-6 py-9 shadow-lift ring-1 ring-cocoa-100 sm:px-10 sm:py-11">
          {step === "email" && (
            <EmailStep
              email={email}
              onEmailChange={setEmail}
              onSent={(after) => {
                codeSent(after);
                setStep("otp");
              }}
            />
          )}
          {step === "otp" && (
            <OtpStep
              email={email.trim()}
              resendAt={resendAt}
              onResent={codeSent}
              onChangeEmail={() => setStep("email")}
              onVerified={(answer) => {
                login(answer.token, answer.user);
                if (answer.requires_phone) setStep("phone");
                else finish();
              }}
            />
          )}
          {step === "phone" && <PhoneStep onVerified={finish} />}
        </div>
        <p className="mt-6 flex items-center justify-center gap-2 text-center text-xs text-cocoa-500">
          <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-amber-600" />
          <span>
            No password needed. By continuing you agree to our{" "}
            <Link to="/terms-conditions" className="underline underline-offset-2 hover:text-cocoa-800">
              Terms
            </Link>{" "}
            and{" "}
            <Link to="/privacy-policy" className="underline underline-offset-2 hover:text-cocoa-800">
              Privacy Policy
            </Link>
            .
          </span>
        </p>
      </div>
    </div>
  );
}
