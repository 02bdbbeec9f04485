import type { UserProfile } from "@contract/profile";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError } from "@web/lib/http";
import { clearToken, readToken, writeToken } from "@web/lib/session-token";
import { useHydrated } from "@web/lib/use-hydrated";
import { type ReactNode, startTransition, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { profileQueryOptions, useProfile } from "./api/get-profile";
import { logout as revokeSession } from "./api/logout";
import { logoutEverywhere as revokeEverySession } from "./api/logout-everywhere";
import { AuthContext, type AuthState } from "./auth-context";

/**
 * Product §4 auth states: loading (a stored token is being checked against the profile), then
 * authenticated or unauthenticated. The user is the profile query's data, so every screen reading it
 * sees the same copy.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const hydrated = useHydrated();
  // A server-rendered page is a guest's page: the stored token is read once it has hydrated, and the
  // signed-in parts (badges, the account menu, is_in_cart) fill in from there.
  const [token, setToken] = useState(() => (hydrated ? readToken() : null));
  useEffect(() => {
    if (hydrated) setToken((current) => current ?? readToken());
  }, [hydrated]);
  const profile = useProfile(token !== null);

  // A start-up check that fails drops the token silently; once signed in, only a 401 (session revoked
  // or expired) signs out, so a network blip on a later refresh keeps the customer signed in.
  const rejected =
    token !== null &&
    profile.isError &&
    (profile.data === undefined || (profile.error instanceof ApiError && profile.error.status === 401));

  useEffect(() => {
    if (!rejected) return;
    clearToken();
    setToken(null);
    queryClient.removeQueries({ queryKey: profileQueryOptions().queryKey });
  }, [rejected, queryClient]);

  // Product §8: "the unauthenticated case redirects to /login". Any call answered 401 while a token is
  // stored means the session is gone (revoked, expired): sign out here, and the route guard sends the
  // customer to /login with the page they were on.
  useEffect(() => {
    const onError = (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401 || readToken() === null) return;
      clearToken();
      // Out of the cache's notification, so the state change does not land mid-dispatch.
      queueMicrotask(() => {
        setToken(null);
        queryClient.removeQueries();
      });
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") onError(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient]);

  const login = useCallback(
    (newToken: string, user: UserProfile) => {
      writeToken(newToken);
      // The user arrives with the token, so the profile query starts fresh and does not fetch again.
      queryClient.setQueryData(profileQueryOptions().queryKey, user);
      setToken(newToken);
    },
    [queryClient],
  );

  const updateUser = useCallback(
    (user: UserProfile) => {
      const { queryKey } = profileQueryOptions();
      // A refresh already on its way would land after this and bring back the older copy.
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, user);
    },
    [queryClient],
  );

  const signOutHere = useCallback(
    (afterSignOut?: () => void) =>
      startTransition(() => {
        clearToken();
        setToken(null);
        queryClient.removeQueries();
        afterSignOut?.();
      }),
    [queryClient],
  );

  const logout = useCallback(
    async (afterSignOut?: () => void) => {
      try {
        await revokeSession();
      } catch (error) {
        console.error(error);
      }
      signOutHere(afterSignOut);
    },
    [signOutHere],
  );

  const logoutEverywhere = useCallback(
    async (afterSignOut?: () => void) => {
      await revokeEverySession();
      signOutHere(afterSignOut);
    },
    [signOutHere],
  );

  const value = useMemo<AuthState>(() => {
    const user = token !== null && !rejected ? (profile.data ?? null) : null;
    return {
      user,
      isAuthenticated: user !== null,
      loading: token !== null && profile.isPending,
      login,
      updateUser,
      logout,
      logoutEverywhere,
    };
  }, [token, rejected, profile.data, profile.isPending, login, updateUser, logout, logoutEverywhere]);

  const userId = value.user?.id ?? null;
  const shownFor = useRef(userId);
  useEffect(() => {
    if (shownFor.current === userId) return;
    shownFor.current = userId;
    void queryClient.invalidateQueries({ predicate: (query) => query.meta?.viewerDependent === true });
  }, [userId, queryClient]);

  return <AuthContext value={value}>{children}</AuthContext>;
}
