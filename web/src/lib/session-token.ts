/** Product §1: the session token lives in localStorage under the key "token". */
const tokenKey = "token";

/** Null on the server, which renders every page as a guest would see it. */
export function readToken(): string | null {
  if (typeof localStorage === "undefined") return null;
  return localStorage.getItem(tokenKey);
}

/** Storing the token is what sets the bearer credential: the http client reads it on every call. */
export function writeToken(token: string): void {
  localStorage.setItem(tokenKey, token);
}

export function clearToken(): void {
  localStorage.removeItem(tokenKey);
}
