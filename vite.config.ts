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

export default defineConfig({
  root: "web",
  publicDir: "public",
  plugins: [react(), tailwindcss(), treeShakeReactRouter()],
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // Maps are written for error reports but not referenced from the bundles; production never serves them.
    sourcemap: "hidden",
    rolldownOptions: {
      output: {
        advancedChunks: {
          // One chunk for the libraries every page needs, instead of a dozen slivers that each cost
          // a request and compress worse. The toast library, canvas-confetti and lucide's icons stay
          // with the code that uses them (the toaster loads on the first toast, confetti on the cart's
          // first offer; each screen brings its icons).
          groups: [
            {
              name: "vendor",
              test: /[\\/]node_modules[\\/](?!react-hot-toast[\\/]|goober[\\/]|canvas-confetti[\\/]|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/])/,
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
});
