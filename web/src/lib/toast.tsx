import { lazy, Suspense, useSyncExternalStore } from "react";
import type { ToastOptions } from "react-hot-toast";

/**
 * Toasts without putting react-hot-toast in the first screen's bundle: the library and its
 * <Toaster> load on the first toast (most visits never show one). Screens import `toast` from here,
 * never from react-hot-toast (biome enforces it). react-hot-toast keeps its toasts in a module-level
 * store, so a toast raised while the <Toaster> chunk is still loading shows as soon as it mounts.
 */
let library: Promise<typeof import("react-hot-toast")> | null = null;
const listeners = new Set<() => void>();

function loadLibrary() {
  if (!library) {
    library = import("react-hot-toast");
    for (const listener of listeners) listener();
  }
  return library;
}

type Message = string;

export const toast = {
  success(message: Message, options?: ToastOptions): void {
    void loadLibrary().then(({ default: hot }) => hot.success(message, options));
  },
  error(message: Message, options?: ToastOptions): void {
    void loadLibrary().then(({ default: hot }) => hot.error(message, options));
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const AppToaster = lazy(() => import("./toaster").then((module) => ({ default: module.AppToaster })));

/** Mounts the app's <Toaster> once something has asked for a toast. */
export function ToasterHost() {
  const requested = useSyncExternalStore(
    subscribe,
    () => library !== null,
    () => false,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
