import { policyPages } from "@contract/policy-pages";
import { isValidElement, type ReactNode } from "react";
import { createRoutesFromChildren, matchRoutes } from "react-router";
import { AppRoutes } from "./app-routes";

/** The app's own route table, read from <AppRoutes> itself so the server keeps no second list. */
function appRoutes() {
  const tree = AppRoutes();
  const children = isValidElement<{ children: ReactNode }>(tree) ? tree.props.children : null;
  return createRoutesFromChildren(children);
}

let routes: ReturnType<typeof appRoutes> | null = null;

/**
 * Whether `pathname` is a page of the app, so the server can answer a mistyped or stale link with a
 * 404 status (the page itself says "not found" either way): not when only the catch-all route takes
 * it, or when the policy route takes a word that names no policy.
 */
export function pageExists(pathname: string): boolean {
  routes ??= appRoutes();
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf || leaf.route.path === "*") return false;
  if (leaf.route.path === ":policyType") {
    return policyPages.some((policy) => policy.path === leaf.params.policyType);
  }
  return true;
}
