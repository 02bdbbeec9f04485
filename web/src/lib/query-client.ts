import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { messageForError } from "./http";
import { toast } from "./toast";

type QueryMeta = {
  /** The screen shows this failure itself (login, contact, start-up profile), so skip the global toast. */
  silent?: boolean;
  /**
   * The answer differs for a signed-in shopper (a product's is_in_cart): asked again whenever the
   * signed-in user changes, including when a page the server rendered for a guest learns who it is.
   */
  viewerDependent?: boolean;
};

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: QueryMeta;
    mutationMeta: QueryMeta;
  }
}

/** Product §8: every failed call is logged and shows a toast, unless the caller handles it. */
function reportFailure(error: unknown, meta: QueryMeta | undefined): void {
  console.error(error);
  if (meta?.silent) return;
  const message = messageForError(error);
  toast.error(message, { id: `api-error:${message}` });
}

/** Product §9: 5 minutes fresh, 30 minutes kept, one retry, no refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 30 * 60 * 1000,
        retry: 1,
        refetchOnWindowFocus: false,
      },
    },
    queryCache: new QueryCache({ onError: (error, query) => reportFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => reportFailure(error, mutation.meta),
    }),
  });
}
