/** Spec §1: the session token lives in localStorage under the key "token". */
const tokenKey = "token";

export function readToken(): string | null {
  return localStorage.getItem(tokenKey);
}

export function clearToken(): void {
  localStorage.removeItem(tokenKey);
}
