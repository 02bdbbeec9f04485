import { ButtonLink } from "@web/components/ui/button";
import { ArrowLeft } from "lucide-react";
import { type ComponentProps, type ReactNode, useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { returnTargetOf } from "../return-target";
import { AddressManager } from "./address-manager";
import { ProfileDetails } from "./profile-details";

/**
 * /profile: the customer's details beside their saved addresses. `?tab=addresses` brings the addresses
 * into view; `?redirect=checkout` offers the way back and returns there once an address is saved,
 * naming it (`/checkout?address=<id>`) so checkout selects it.
 * `signOut` (the auth feature's panel, composed by the route) sits under the details.
 */
export function ProfilePage({
  signOut,
  ...props
}: ComponentProps<typeof ProfileDetails> & { signOut?: ReactNode }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = returnTargetOf(params.get("redirect"));
  const showAddresses = params.get("tab") === "addresses";

  useEffect(() => {
    if (showAddresses) document.getElementById("addresses")?.scrollIntoView({ block: "start" });
  }, [showAddresses]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <header className="mb-8 md:mb-10">
        <p className="text-xs font-semibold tracking-[0.25em] text-amber-700 uppercase">Your account</p>
        <h1 className="mt-2 text-3xl text-cocoa-900 md:text-4xl">My Profile</h1>
      </header>
      {target && (
        <div className="mb-8 flex flex-col gap-3 rounded-2xl bg-amber-50 p-4 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between sm:p-5">
          <p className="text-sm text-cocoa-800">
            Add or update your delivery address. Once it is saved you go straight back to checkout.
          </p>
          <ButtonLink to={target.path} variant="outline" size="sm" className="shrink-0">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {target.label}
          </ButtonLink>
        </div>
      )}
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="space-y-8 lg:sticky lg:top-24">
          <ProfileDetails {...props} />
          {signOut}
        </div>
        <AddressManager
          onSaved={target ? (saved) => navigate(`${target.path}?address=${saved.id}`) : undefined}
        />
      </div>
    </div>
  );
}
