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
  };
}
