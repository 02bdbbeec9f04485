/** A fixed key so app instances built for one test agree on stored code hashes, as production instances do. */
export const testAuthSecret = "test-auth-secret-0123456789abcdef0123456789abcdef";
