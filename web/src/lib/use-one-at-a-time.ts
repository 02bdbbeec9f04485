import { useRef } from "react";

/**
 * Lets a button start one request at a time. Its `disabled={mutation.isPending}` only takes effect
 * once React has rendered the pending state, and TanStack Query reports it a task later, so a quick
 * double-click or double tap would otherwise send the request twice (two units in the cart).
 */
export function useOneAtATime() {
  const busy = useRef(false);
  return {
    /** False while a request started here is still running: ignore the press. */
    start(): boolean {
      if (busy.current) return false;
      busy.current = true;
      return true;
    },
    done(): void {
      busy.current = false;
    },
  };
}
