import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((v) => v === "true" || v === "1");

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8787),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z.string().min(1).optional(),
  PUBLIC_BASE_URL: z.url().optional(),
  DOCS_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Load the bundled datasets on start when the database does not hold the current version. */
  LOAD_BUNDLED_DATA: booleanFlag.default(true),
  /** Accept svc_test_ keys (development and staging only). */
  ENABLE_TEST_KEYS: booleanFlag.default(false),
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  TRUST_PROXY: booleanFlag.default(false),
  FREE_MONTHLY_QUOTA: z.coerce.number().int().min(1).default(10_000),
  FREE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  SIGNUPS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(1).default(5),
  REDIS_URL: z.string().regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL").optional(),
  UPSTASH_REDIS_REST_URL: z.url().optional(),
  UPSTASH_REDIS_REST_TOKEN: z.string().min(1).optional(),
  /** How long a rate-limit call may take before the limiter fails open to the process-local one. */
  RATE_LIMIT_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  /** How long a key lookup is reused in-process; 0 reads the database on every request. */
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(300_000).default(5_000),
  /** Enables on-demand provisioning from FRED. */
  FRED_API_KEY: z.string().min(1).optional(),
  FRED_BASE_URL: z.url().optional(),
  /** Megabytes of read results (catalog rows and answers, observation reads) kept in-process by data version; 0 turns the read cache off. */
  READ_CACHE_MB: z.coerce.number().min(0).max(65_536).default(64),
  /** x402: the address paid; setting it turns the rail on. */
  X402_PAY_TO: z.string().regex(/^0x[0-9a-fA-F]{40}$/, "must be an EVM address").optional(),
  X402_NETWORK: z.string().regex(/^eip155:\d+$/, "must be a CAIP-2 eip155 network").default("eip155:8453"),
  X402_ASSET: z.string().regex(/^0x[0-9a-fA-F]{40}$/).optional(),
  X402_ASSET_NAME: z.string().min(1).optional(),
  X402_ASSET_VERSION: z.string().min(1).default("2"),
  X402_ASSET_DECIMALS: z.coerce.number().int().min(0).max(36).default(6),
  X402_MAX_TIMEOUT_SECONDS: z.coerce.number().int().min(10).max(3600).default(120),
  X402_FACILITATOR_URL: z.url().default("https://x402.org/facilitator"),
  /** Self-host: settle in this process with this wallet through X402_RPC_URL instead of a remote facilitator. */
  X402_FACILITATOR_PRIVATE_KEY: z.string().regex(/^0x[0-9a-fA-F]{64}$/, "must be a 32-byte hex private key").optional(),
  X402_RPC_URL: z.url().optional(),
  /** How often the in-process facilitator asks the chain for a settlement's receipt (Base makes a block every 2 s, a Flashblock every 200 ms). */
  X402_RECEIPT_POLL_MS: z.coerce.number().int().min(10).max(10_000).default(200),
  /** L402: an LND REST endpoint turns the Lightning rail on. */
  LND_REST_URL: z.url().optional(),
  LND_MACAROON_HEX: z.string().regex(/^[0-9a-fA-F]+$/).optional(),
  L402_SECRET: z.string().min(32).optional(),
  USD_PER_BTC: z.coerce.number().positive().optional(),
  /** New Lightning invoices one client address may cause per minute (shared through the limiter store). */
  L402_INVOICES_PER_CLIENT_PER_MINUTE: z.coerce.number().int().min(1).max(1000).default(10),
  /** The plain-language answer engine; false makes /v1/ask answer 503 ASK_UNAVAILABLE. */
  ASK_ENABLED: booleanFlag.default(true),
  /** Optional: a language model rewords questions the engine cannot tell (src/ask/rephrase.ts); off by default. */
  ASK_MODEL_PROVIDER: z.enum(["none", "openai", "workers-ai"]).default("none"),
  /** OpenAI-compatible endpoint base, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (Ollama). */
  ASK_MODEL_BASE_URL: z.url().optional(),
  ASK_MODEL_API_KEY: z.string().min(1).optional(),
  ASK_MODEL_NAME: z.string().min(1).optional(),
  ASK_MODEL_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** Node: minutes between runs of the scheduled jobs (signals, svc: series, briefings); 0 turns the timer off. */
  /** Series new to the catalog (fred.<ID>) one client address may have described and added per minute. */
  ON_DEMAND_NEW_SERIES_PER_CLIENT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Where the data pack is refreshed from: <base>/<repository>/main/<path> (GitHub's raw file host by default). */
  PACK_UPSTREAM_URL: z.url().default("https://raw.githubusercontent.com"),
  /** Hours between refreshes of the data pack by the scheduled jobs; 0 turns the scheduled refresh off. */
  PACK_REFRESH_HOURS: z.coerce.number().min(0).max(24 * 30).default(6),
  SCHEDULED_JOBS_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(1440).default(15),
  MAIL_PROVIDER: z.enum(["log", "resend"]).default("log"),
  RESEND_API_KEY: z.string().min(1).optional(),
  MAIL_FROM: z.string().min(3).default("Time-Series Data Service <keys@localhost>"),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Base address used in links the API writes (docs_url, citation paths); null means "the request's origin". */
  publicBaseUrl: string | null;
  docsUrl: string | null;
  logLevel: "debug" | "info" | "warn" | "error" | "silent";
  loadBundledData: boolean;
  enableTestKeys: boolean;
  trustProxy: boolean;
  freeMonthlyQuota: number;
  freeRateLimitPerMinute: number;
  signupsPerAddressPerDay: number;
  redisUrl: string | undefined;
  upstash: { url: string; token: string } | undefined;
  rateLimitTimeoutMs: number;
  authCacheTtlMs: number;
  readCacheBytes: number;
  scheduledJobsIntervalMinutes: number;
  pack: { upstreamUrl: string; refreshHours: number };
  onDemandNewSeriesPerClientPerMinute: number;
  askEnabled: boolean;
  askModel:
    | { provider: "openai"; baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number }
    | { provider: "workers-ai"; model: string; timeoutMs: number }
    | undefined;
  fred: { apiKey: string; baseUrl: string | undefined } | undefined;
  x402:
    | {
        settings: { network: string; asset: string; assetName: string; assetVersion: string; decimals: number; payTo: string; maxTimeoutSeconds: number };
        facilitatorUrl: string;
        local: { privateKey: `0x${string}`; rpcUrl: string; receiptPollMs: number } | undefined;
      }
    | undefined;
  l402: { lndRestUrl: string; lndMacaroonHex: string; secret: string; usdPerBtc: number } | undefined;
  l402InvoicesPerClientPerMinute: number;
  mail: { provider: "log" } | { provider: "resend"; apiKey: string; from: string };
};

export class ConfigError extends Error {}

/** The one place environment variables become typed configuration. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = EnvSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new ConfigError(`invalid configuration: ${issues}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicBaseUrl: e.PUBLIC_BASE_URL ?? null,
    docsUrl: e.DOCS_URL ?? null,
    logLevel: e.LOG_LEVEL,
    loadBundledData: e.LOAD_BUNDLED_DATA,
    enableTestKeys: e.ENABLE_TEST_KEYS,
    trustProxy: e.TRUST_PROXY,
    freeMonthlyQuota: e.FREE_MONTHLY_QUOTA,
    freeRateLimitPerMinute: e.FREE_RATE_LIMIT_PER_MINUTE,
    signupsPerAddressPerDay: e.SIGNUPS_PER_ADDRESS_PER_DAY,
    redisUrl: e.REDIS_URL,
    upstash:
      e.UPSTASH_REDIS_REST_URL && e.UPSTASH_REDIS_REST_TOKEN
        ? { url: e.UPSTASH_REDIS_REST_URL, token: e.UPSTASH_REDIS_REST_TOKEN }
        : undefined,
    rateLimitTimeoutMs: e.RATE_LIMIT_TIMEOUT_MS,
    authCacheTtlMs: e.AUTH_CACHE_TTL_MS,
    readCacheBytes: Math.round(e.READ_CACHE_MB * 1024 * 1024),
    scheduledJobsIntervalMinutes: e.SCHEDULED_JOBS_INTERVAL_MINUTES,
    pack: { upstreamUrl: e.PACK_UPSTREAM_URL, refreshHours: e.PACK_REFRESH_HOURS },
    onDemandNewSeriesPerClientPerMinute: e.ON_DEMAND_NEW_SERIES_PER_CLIENT_PER_MINUTE,
    askEnabled: e.ASK_ENABLED,
    askModel:
      e.ASK_MODEL_PROVIDER === "openai"
        ? {
            provider: "openai",
            baseUrl: required(e.ASK_MODEL_BASE_URL, "ASK_MODEL_BASE_URL (ASK_MODEL_PROVIDER=openai)"),
            apiKey: e.ASK_MODEL_API_KEY,
            model: required(e.ASK_MODEL_NAME, "ASK_MODEL_NAME (ASK_MODEL_PROVIDER=openai)"),
            timeoutMs: e.ASK_MODEL_TIMEOUT_MS,
          }
        : e.ASK_MODEL_PROVIDER === "workers-ai"
          ? { provider: "workers-ai", model: e.ASK_MODEL_NAME ?? "@cf/meta/llama-3.1-8b-instruct", timeoutMs: e.ASK_MODEL_TIMEOUT_MS }
          : undefined,
    fred: e.FRED_API_KEY ? { apiKey: e.FRED_API_KEY, baseUrl: e.FRED_BASE_URL } : undefined,
    x402: e.X402_PAY_TO ? x402Config(e) : undefined,
    l402: e.LND_REST_URL
      ? {
          lndRestUrl: e.LND_REST_URL,
          lndMacaroonHex: required(e.LND_MACAROON_HEX, "LND_MACAROON_HEX (with LND_REST_URL)"),
          secret: required(e.L402_SECRET, "L402_SECRET (with LND_REST_URL)"),
          usdPerBtc: required(e.USD_PER_BTC, "USD_PER_BTC (with LND_REST_URL)"),
        }
      : undefined,
    l402InvoicesPerClientPerMinute: e.L402_INVOICES_PER_CLIENT_PER_MINUTE,
    mail:
      e.MAIL_PROVIDER === "resend"
        ? { provider: "resend", apiKey: required(e.RESEND_API_KEY, "RESEND_API_KEY (MAIL_PROVIDER=resend)"), from: e.MAIL_FROM }
        : { provider: "log" },
  };
}

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new ConfigError(`invalid configuration: ${name} is required`);
  return value;
}

/** USDC on the networks the service is meant for; any other network must name its asset. */
const KNOWN_USDC: Record<string, { asset: string; name: string }> = {
  "eip155:8453": { asset: "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", name: "USD Coin" },
  "eip155:84532": { asset: "0x036CbD53842c5426634e7929541eC2318f3dCF7e", name: "USDC" },
};

function x402Config(e: z.infer<typeof EnvSchema>): NonNullable<Config["x402"]> {
  const known = KNOWN_USDC[e.X402_NETWORK];
  const asset = e.X402_ASSET ?? known?.asset;
  const assetName = e.X402_ASSET_NAME ?? (e.X402_ASSET ? undefined : known?.name);
  if (!asset || !assetName) throw new ConfigError(`invalid configuration: X402_ASSET and X402_ASSET_NAME are required on ${e.X402_NETWORK}`);
  if (e.X402_FACILITATOR_PRIVATE_KEY && !e.X402_RPC_URL) throw new ConfigError("invalid configuration: X402_RPC_URL is required with X402_FACILITATOR_PRIVATE_KEY");
  return {
    settings: {
      network: e.X402_NETWORK,
      asset,
      assetName,
      assetVersion: e.X402_ASSET_VERSION,
      decimals: e.X402_ASSET_DECIMALS,
      payTo: e.X402_PAY_TO!,
      maxTimeoutSeconds: e.X402_MAX_TIMEOUT_SECONDS,
    },
    facilitatorUrl: e.X402_FACILITATOR_URL,
    local: e.X402_FACILITATOR_PRIVATE_KEY ? { privateKey: e.X402_FACILITATOR_PRIVATE_KEY as `0x${string}`, rpcUrl: e.X402_RPC_URL!, receiptPollMs: e.X402_RECEIPT_POLL_MS } : undefined,
  };
}
