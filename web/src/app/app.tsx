import { QueryClientProvider } from "@tanstack/react-query";
import { BrowserRouter } from "react-router";
import { AuthProvider } from "../features/auth/auth-provider";
import { settingsQueryOptions } from "../features/content/api/get-settings";
import { createQueryClient } from "../lib/query-client";
import { ToasterHost } from "../lib/toast";
import { AppRoutes } from "./app-routes";

const queryClient = createQueryClient();
// Every page shows the footer contacts and the home page its banners; start that call before any route chunk loads.
void queryClient.prefetchQuery(settingsQueryOptions());

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <ToasterHost />
      </AuthProvider>
    </QueryClientProvider>
  );
}
