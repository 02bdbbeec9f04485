import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { AuthProvider } from "@web/features/auth/auth-provider";
import { ToasterHost } from "@web/lib/toast";
import { type ComponentType, type ReactNode, StrictMode } from "react";
import { AppRoutes } from "./app-routes";

type AppProps = {
  queryClient: QueryClient;
  /** BrowserRouter in the browser; a StaticRouter at the requested URL on the server. */
  router: ComponentType<{ children: ReactNode }>;
};

/** The one tree both sides render: the server's HTML and the browser's hydration must agree on it. */
export function App({ queryClient, router: Router }: AppProps) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <Router>
            <AppRoutes />
          </Router>
          <ToasterHost />
        </AuthProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
