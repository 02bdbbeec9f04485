import { UserRound } from "lucide-react";
import { EmptyState } from "../../components/ui/empty-state";
import { useAuth } from "../../features/auth/use-auth";
import { ProfileEditForm } from "../../features/profile/components/profile-edit-form";
import { usePageTitle } from "../../lib/use-page-title";

export default function ProfileEditRoute() {
  usePageTitle("Edit Profile");
  const { user, updateUser } = useAuth();
  if (!user) return <EmptyState icon={UserRound} title="No profile data available" />;
  return <ProfileEditForm user={user} onSaved={updateUser} />;
}
