import { useEffect } from "react";
import toast, { Toaster, useToasterStore } from "react-hot-toast";

/** Product §9: at most 20 toasts at once. */
const maxVisibleToasts = 20;

function useToastLimit(): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible).sort((a, b) => b.createdAt - a.createdAt);
    for (const extra of visible.slice(maxVisibleToasts)) toast.dismiss(extra.id);
  }, [toasts]);
}

/** Product §9 durations: 4 s default and error, 2 s success, loading stays until dismissed. */
export function AppToaster() {
  useToastLimit();
  return (
    <Toaster
      position="top-center"
      containerClassName="mt-14 md:mt-16"
      toastOptions={{
        duration: 4000,
        success: { duration: 2000, iconTheme: { primary: "#b45309", secondary: "#fffaf3" } },
        error: { duration: 4000 },
        loading: { duration: Number.POSITIVE_INFINITY },
        style: { background: "#3b1f14", color: "#fffaf3", borderRadius: "0.75rem", fontSize: "0.875rem" },
      }}
    />
  );
}
