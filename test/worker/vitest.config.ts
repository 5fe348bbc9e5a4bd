import { fileURLToPath } from "node:url";
import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

const wranglerConfig = fileURLToPath(new URL("../../wrangler.toml", import.meta.url));

// The Worker build (src/worker.ts via the root wrangler.toml) running inside workerd, over PGlite served
// on the wire by global-setup.ts. Runs on its own with `npx vitest run --project worker`.
export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: wranglerConfig },
      miniflare: {
        bindings: {
          DATABASE_URL: inject("workerDatabaseUrl"),
          NEON_WS_PROXY: inject("workerWsProxy"),
          NEON_HTTP_ENDPOINT: inject("workerNeonHttpEndpoint"),
          UPSTASH_REDIS_REST_URL: inject("workerUpstash").url,
          UPSTASH_REDIS_REST_TOKEN: inject("workerUpstash").token,
          LOG_LEVEL: "warn",
          PACK_UPSTREAM_URL: inject("workerPackUpstream"),
          X402_PAY_TO: inject("workerX402").payTo,
          X402_NETWORK: inject("workerX402").network,
          X402_ASSET: inject("workerX402").token,
          X402_ASSET_NAME: "USD Coin",
          X402_FACILITATOR_URL: inject("workerX402").facilitatorUrl,
        },
      },
    })),
  ],
  test: {
    name: "worker",
    include: ["**/*.test.ts"],
    globalSetup: ["./global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
