import { randomUUID } from "node:crypto";

/**
 * Marks the API calls a server render makes in process (page-renderer.ts), so per-client limits
 * (rate-limits.ts) do not count them: every render comes from this machine's address and would
 * otherwise spend one shared budget. Made at start-up and never sent out, so no client can use it.
 */
export const renderTokenHeader = "x-mithaas-render";
export const renderToken = randomUUID();

export const isServerRender = (headers: Record<string, unknown>) =>
  headers[renderTokenHeader] === renderToken;
