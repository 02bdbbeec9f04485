import { useProfile } from "@web/features/auth/api/get-profile";
import { SignOutPanel } from "@web/features/auth/components/sign-out-panel";
import { ProfilePage } from "@web/features/profile/components/profile-page";
import { usePageTitle } from "@web/lib/use-page-title";

export default function ProfileRoute() {
  usePageTitle("My Profile");
  // The same query the auth state reads: fresh from sign-in, refreshed here when it has gone stale.
  const profile = useProfile();
  return (
    <ProfilePage
      profile={profile.data}
      loading={profile.isPending}
      failed={profile.isError && !profile.data}
      onRetry={() => void profile.refetch()}
      signOut={<SignOutPanel />}
    />
  );
}
