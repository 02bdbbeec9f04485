import type { ComponentProps } from "react";
import { AddressManager } from "./address-manager";
import { ProfileDetails } from "./profile-details";

/** /profile: the customer's details beside their saved addresses. */
export function ProfilePage(props: ComponentProps<typeof ProfileDetails>) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 md:py-12 lg:px-8">
      <header className="mb-8 md:mb-10">
        <p className="text-xs font-semibold tracking-[0.25em] text-amber-700 uppercase">Your account</p>
        <h1 className="mt-2 text-3xl text-cocoa-900 md:text-4xl">My Profile</h1>
      </header>
      <div className="grid grid-cols-1 items-start gap-8 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <div className="lg:sticky lg:top-24">
          <ProfileDetails {...props} />
        </div>
        <AddressManager />
      </div>
    </div>
  );
}
