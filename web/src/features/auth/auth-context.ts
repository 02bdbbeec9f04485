import type { UserProfile } from "@contract/profile";
import { createContext } from "react";

export type AuthState = {
  user: UserProfile | null;
  isAuthenticated: boolean;
  /** True only while the start-up profile check for a stored token runs. */
  loading: boolean;
  /** After a code verification: stores the token (the bearer credential) and the user. */
  login: (token: string, user: UserProfile) => void;
  /** Replaces the stored user with a fresh copy from the server (phone verified, profile edited). */
  updateUser: (user: UserProfile) => void;
  /**
   * Revokes the session on the server, then clears the token, the user and every cached query, even
   * when that call fails. `afterSignOut` runs in the same render as the clearing (e.g. a navigation, so
   * a guarded page never renders signed out).
   */
  logout: (afterSignOut?: () => void) => Promise<void>;
  /**
   * Revokes every session of the customer on the server, then signs out here as `logout` does. When
   * that call fails nothing changes and it rejects: the other devices would still be signed in.
   */
  logoutEverywhere: (afterSignOut?: () => void) => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);
