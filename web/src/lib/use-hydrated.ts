import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from then on (and at
 * once on a page the browser renders itself). Whatever the browser alone knows (localStorage) waits
 * for it, so the first client render matches the server's and hydration never mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
