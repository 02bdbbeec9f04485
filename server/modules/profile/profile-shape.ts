import type { UserProfile } from "@contract/profile";

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
