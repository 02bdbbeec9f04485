import { hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { appStateElementId } from "./app/app-state";
import { settingsQueryOptions } from "./features/content/api/get-settings";
import { createQueryClient } from "./lib/query-client";
import "./index.css";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

const queryClient = createQueryClient();
// A page the server rendered carries the answers it was rendered from: the browser starts from them.
const state = document.getElementById(appStateElementId);
if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));
// Every page shows the footer contacts and the home page its banners; start that call before any route
// chunk loads (a no-op when the server's answers already hold it).
void queryClient.prefetchQuery(settingsQueryOptions());

const app = <App queryClient={queryClient} router={BrowserRouter} />;
// The server's HTML is on screen already (this runs after "load": hydrate-after-load.js); hydrating it
// as a transition yields to the browser every few milliseconds instead of holding the main thread.
if (state) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
