import { createContext } from "react";
import type { Profile } from "./api/get-profile";

export type AuthState = {
  user: Profile | null;
  isAuthenticated: boolean;
  /** True only while the start-up profile check for a stored token runs. */
  loading: boolean;
  logout: () => void;
};

export const AuthContext = createContext<AuthState | null>(null);
