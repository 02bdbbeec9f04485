import type { UserProfile } from "@contract/profile";
import { ButtonLink } from "@web/components/ui/button";
import { EmptyState } from "@web/components/ui/empty-state";
import { ErrorState } from "@web/components/ui/error-state";
import { Skeleton } from "@web/components/ui/skeleton";
import { Mail, Pencil, Phone, UserRound } from "lucide-react";

type ProfileDetailsProps = {
  profile: UserProfile | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
};

/** Product §2 /profile: Full Name, Email and Phone, with the spec's fallbacks, and Edit Profile. */
export function ProfileDetails({ profile, loading, failed, onRetry }: ProfileDetailsProps) {
  return (
    <section
      aria-labelledby="profile-details-title"
      className="rounded-3xl bg-white p-6 shadow-soft ring-1 ring-cocoa-100 sm:p-8"
    >
      <h2 id="profile-details-title" className="text-2xl text-cocoa-900">
        Profile Details
      </h2>
      <div className="mt-6">
        {loading ? (
          <div className="space-y-4">
            <Skeleton className="h-12 rounded-xl" />
            <Skeleton className="h-12 rounded-xl" />
            <Skeleton className="h-12 rounded-xl" />
          </div>
        ) : failed ? (
          <ErrorState message="Failed to load profile" onRetry={onRetry} />
        ) : !profile ? (
          <EmptyState icon={UserRound} title="No profile data available" />
        ) : (
          <Details profile={profile} />
        )}
      </div>
    </section>
  );
}

function Details({ profile }: { profile: UserProfile }) {
  const fullName = [profile.first_name, profile.last_name].filter(Boolean).join(" ");
  const rows = [
    { label: "Full Name", value: fullName || "No name provided", icon: UserRound, missing: !fullName },
    { label: "Email", value: profile.email || "Not provided", icon: Mail, missing: !profile.email },
    { label: "Phone", value: profile.phone || "Not provided", icon: Phone, missing: !profile.phone },
  ];
  return (
    <>
      <dl className="space-y-5">
        {rows.map(({ label, value, icon: Icon, missing }) => (
          <div key={label} className="relative min-h-10 min-w-0 pl-14">
            <dt className="text-xs font-semibold tracking-wider text-cocoa-500 uppercase">
              <span className="absolute top-0 left-0 flex size-10 items-center justify-center rounded-full bg-amber-50 text-amber-700 ring-1 ring-amber-100">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {label}
            </dt>
            <dd className={`mt-0.5 wrap-anywhere ${missing ? "text-cocoa-500 italic" : "text-cocoa-900"}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <ButtonLink to="/profile/edit" variant="outline" className="mt-7 w-full sm:w-auto">
        <Pencil aria-hidden="true" className="size-4" />
        Edit Profile
      </ButtonLink>
    </>
  );
}
