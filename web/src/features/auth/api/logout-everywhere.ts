import type { LogoutResponse } from "@contract/auth";
import { apiRequest } from "@web/lib/http";

/** Revokes every session of the customer, this one included (POST /user/auth/logout_all/). */
export function logoutEverywhere(): Promise<LogoutResponse> {
  return apiRequest<LogoutResponse>("/user/auth/logout_all/", { method: "POST" });
}
