import { defineConfig } from "vitest/config";

// Two projects: the Node suite (unit + integration over HTTP against PGlite, and PostgreSQL when
// DATABASE_URL is set) and the worker suite, which runs the Worker build inside workerd.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "node",
          include: ["test/**/*.test.ts"],
          exclude: ["test/worker/**", "node_modules/**"],
          environment: "node",
          globalSetup: ["test/support/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      "test/worker/vitest.config.ts",
    ],
  },
});
