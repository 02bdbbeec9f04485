import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { clearToken, readToken } from "../../lib/session-token";
import { profileQueryOptions, useProfile } from "./api/get-profile";
import { AuthContext, type AuthState } from "./auth-context";

/** Spec §4: a stored token is checked against the profile on start; a failure silently signs out. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(readToken);
  const profile = useProfile(token !== null);

  useEffect(() => {
    if (!profile.isError) return;
    clearToken();
    setToken(null);
  }, [profile.isError]);

  const logout = useCallback(() => {
    clearToken();
    setToken(null);
    queryClient.removeQueries({ queryKey: profileQueryOptions().queryKey });
  }, [queryClient]);

  const value = useMemo<AuthState>(() => {
    const isAuthenticated = token !== null && profile.isSuccess;
    return {
      user: isAuthenticated ? profile.data : null,
      isAuthenticated,
      loading: token !== null && profile.isPending,
      logout,
    };
  }, [token, profile.isSuccess, profile.isPending, profile.data, logout]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
