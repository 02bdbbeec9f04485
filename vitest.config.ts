import { defineConfig } from "vitest/config";

const serverFiles = ["contract/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts"];

/**
 * API tests run on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set
 * (the `postgres` project); each test file makes its own fresh database either way.
 */
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { tsconfigPaths: true },
        test: {
          name: "server",
          include: serverFiles,
          environment: "node",
          env: { TEST_DB: "pglite" },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { tsconfigPaths: true },
              test: {
                name: "postgres",
                include: ["server/**/*.test.ts"],
                environment: "node",
                env: { TEST_DB: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        esbuild: { jsx: "automatic" },
        resolve: { tsconfigPaths: true },
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["web/src/test/setup.ts"],
        },
      },
    ],
  },
});
