import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** The API that `npm run dev` starts beside Vite; Vite forwards /api and /media to it. */
const apiPort = Number(process.env.API_PORT ?? 3001);
const apiTarget = `http://127.0.0.1:${apiPort}`;

/**
 * react-router's ESM build creates its components with unannotated `React.forwardRef(...)` calls and
 * sets `X.displayName` at module level, so the bundler must keep <Form>, useSubmit and friends even
 * though the app never uses them. Marking those calls pure and dropping the display names (they only
 * label components in React DevTools) lets them be tree-shaken: about 1.4 KB gzipped off every page.
 */
function treeShakeReactRouter(): Plugin {
  return {
    name: "mithaas:tree-shake-react-router",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      return {
        code: code
          .replace(/^\s*[\w$]+\.displayName = "[\w.$]+";$/gm, "")
          .replace(/(=\s*)(React\d*\.(?:forwardRef|createContext|memo)\()/g, "$1/* @__PURE__ */ $2"),
        map: null,
      };
    },
  };
}

/**
 * The server's build of the app (`vite build --ssr src/entry-server.tsx`): what renders the public
 * pages to HTML. Libraries stay in node_modules, imported at run time.
 */
const serverBuild = {
  outDir: "../dist/server",
  emptyOutDir: true,
  sourcemap: false,
  // favicon and the simulated checkout script are the browser build's to serve.
  copyPublicDir: false,
} as const;

export default defineConfig(({ isSsrBuild }) => ({
  root: "web",
  publicDir: "public",
  // `@server/…`, `@contract/…` and `@web/…` come from tsconfig.json's paths, the one list of aliases.
  resolve: { tsconfigPaths: true },
  plugins: [react(), tailwindcss(), treeShakeReactRouter()],
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: "../dist/web",
        // Tells the server which files each lazily loaded route needs, to announce them with its HTML.
        manifest: true,
        emptyOutDir: true,
        // Maps are written for error reports but not referenced from the bundles; production never serves them.
        sourcemap: "hidden",
        rolldownOptions: {
          output: {
            codeSplitting: {
              // One chunk for the libraries every store page needs, instead of a dozen slivers that each
              // cost a request and compress worse. Named, not "all of node_modules": the back office's
              // libraries (forms, tables, the editor, charts) must stay in its own lazily loaded chunks. The
              // toast library, canvas-confetti and lucide's icons stay with the code that uses them.
              groups: [
                {
                  name: "vendor",
                  test: /[\\/]node_modules[\\/]((react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack[\\/](react-query|query-core))[\\/]|lucide-react[\\/](?!dist[\\/]esm[\\/]icons[\\/]))/,
                },
                // What the category, occasion and search listings share (filters, sort, pages, their
                // fetchers): one chunk those three pages load, kept out of the one every page loads.
                {
                  name: "listing",
                  test: /[\\/]web[\\/]src[\\/]features[\\/]catalog[\\/](listing-filter-params|search-params|use-listing-params|api[\\/](get-category-products|get-occasion-products|search-products)|components[\\/](listing-[a-z-]+|filter-unavailable|search-no-results))\.tsx?$|[\\/]contract[\\/]listing-filters\.ts$/,
                  minShareCount: 2,
                  // Their imports (ui parts, the http client) stay in "store", where the other pages find them.
                  includeDependenciesRecursively: false,
                },
                // The store's own modules that more than one page uses (ui parts, icons, fetchers, cards)
                // in one chunk, instead of a waterfall of twenty sub-kilobyte files for each first view.
                // components/account/ holds parts only signed-in pages (checkout, orders, profile) share,
                // and features/checkout and features/orders serve only those pages: they stay out of the
                // chunk every first view of a public page downloads.
                {
                  name: "store",
                  test: /[\\/]web[\\/]src[\\/](?!admin[\\/]|components[\\/]account[\\/]|features[\\/](checkout|orders)[\\/])|[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/,
                  minShareCount: 2,
                },
              ],
            },
          },
        },
      },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      "/api": apiTarget,
      "/media": apiTarget,
      "/dev": apiTarget,
    },
  },
}));
