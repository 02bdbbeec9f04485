import type { LogoutResponse } from "@contract/auth";
import { apiRequest } from "@web/lib/http";

/** Revokes the current session on the server; the auth provider clears the client's state whatever happens. */
export function logout(): Promise<LogoutResponse> {
  return apiRequest<LogoutResponse>("/user/auth/logout/", { method: "POST" });
}
