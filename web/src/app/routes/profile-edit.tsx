import { EmptyState } from "@web/components/ui/empty-state";
import { useAuth } from "@web/features/auth/use-auth";
import { ProfileEditForm } from "@web/features/profile/components/profile-edit-form";
import { usePageTitle } from "@web/lib/use-page-title";
import { UserRound } from "lucide-react";

export default function ProfileEditRoute() {
  usePageTitle("Edit Profile");
  const { user, updateUser } = useAuth();
  if (!user) return <EmptyState icon={UserRound} title="No profile data available" />;
  return <ProfileEditForm user={user} onSaved={updateUser} />;
}
