import { Button } from "@web/components/ui/button";
import { toast } from "@web/lib/toast";
import { LogOut, MonitorSmartphone } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useAuth } from "../use-auth";

/**
 * Signing out where a phone user looks for it (the header's account menu is desktop only): this device,
 * or every device after a confirmation, since that also ends the sessions on the customer's other
 * phones and computers.
 */
export function SignOutPanel() {
  const { logout, logoutEverywhere } = useAuth();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const actions = useRef<HTMLDivElement>(null);
  const asked = useRef(false);

  // Focus follows the question: onto its answer when it opens, back to its button when cancelled.
  useEffect(() => {
    if (!confirming && !asked.current) return;
    asked.current = true;
    actions.current?.querySelector<HTMLElement>("[data-focus-here]")?.focus();
  }, [confirming]);

  const signOut = () => {
    setBusy(true);
    void logout(() => navigate("/"));
  };

  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await logoutEverywhere(() => navigate("/"));
    } catch {
      setBusy(false);
      toast.error("Could not sign out of all devices. Please try again.");
    }
  };

  return (
    <section
      aria-labelledby="sign-out-title"
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-cocoa-100 sm:p-8"
    >
      <h2 id="sign-out-title" className="text-2xl text-cocoa-900">
        Sign out
      </h2>
      <div ref={actions} className="mt-5 flex flex-col gap-3">
        <Button variant="outline" className="w-full" disabled={busy} onClick={signOut}>
          <LogOut aria-hidden="true" className="size-4" />
          Sign Out
        </Button>
        {confirming ? (
          <div className="rounded-2xl bg-red-50 p-4">
            <p id="sign-out-everywhere-question" className="text-sm text-cocoa-900">
              Sign out of all devices? You will be signed out here and on every other phone or computer where
              you signed in.
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Button
                data-focus-here
                aria-describedby="sign-out-everywhere-question"
                size="sm"
                className="bg-red-700! hover:bg-red-800!"
                disabled={busy}
                onClick={() => void signOutEverywhere()}
              >
                Yes, sign out everywhere
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(false)}>
                Cancel
              </Button>
            </div>
          </div>
        ) : (
          <Button
            variant="ghost"
            className="w-full"
            data-focus-here
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            <MonitorSmartphone aria-hidden="true" className="size-4" />
            Sign out of all devices
          </Button>
        )}
      </div>
    </section>
  );
}
