import { authMessages } from "@contract/account-rules";
import type { ProfileUpdate, UserProfile } from "@contract/profile";
import type { AuthUser } from "@server/platform/auth";
import type { AppDeps } from "@server/platform/deps";
import { AppError } from "@server/platform/errors";
import { updateUserProfile } from "./profile.repository";

type Deps = Pick<AppDeps, "db">;

type UserRow = { id: number; email: string; firstName: string; lastName: string; phone: string | null };

/** The one user shape on the wire: the profile call, verify_otp's `user`, verify_phone and update_profile. */
export function profileOf(user: UserRow): UserProfile {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
  };
}

/** The auth hook has just read the user row, so the profile needs no second query. */
export function getProfile(user: AuthUser): UserProfile {
  return profileOf(user);
}

export async function updateProfile(deps: Deps, user: AuthUser, input: ProfileUpdate): Promise<UserProfile> {
  const row = await updateUserProfile(deps.db, user.id, {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
  });
  if (!row) throw new AppError("unauthorized", authMessages.signInRequired);
  return profileOf(row);
}
