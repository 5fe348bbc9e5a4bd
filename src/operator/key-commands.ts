import { z } from "zod";
import { listUndeliveredMail } from "../adapters/mailer.js";
import type { Config } from "../config.js";
import type { Database } from "../db/client.js";
import { changeGrant, findKeyById, insertKey, listKeys, revokeKey } from "../db/queries/api-keys.js";
import { withholdBriefing } from "../db/queries/briefings.js";
import { findRegionCandidates } from "../db/queries/regions.js";
import { pickRegion } from "../domain/regions.js";

/**
 * The operator's commands (keys, undelivered mail, public briefings), defined once. `npm run keys` runs them
 * on the database directly when it may open it, or sends them to the running server, which runs them here on
 * its own database and drops changed keys from its key cache at once. Both sides validate a command with the
 * same schema.
 */

/** A refused command: `INVALID_OPTION` is bad input (exit 2), the others name what is missing (exit 1). */
export class OperatorError extends Error {
  constructor(
    readonly code: "INVALID_OPTION" | "NOT_FOUND" | "UNKNOWN_REGION" | "INTERNAL_ERROR",
    message: string,
  ) {
    super(message);
    this.name = "OperatorError";
  }

  get exitCode() {
    return this.code === "INVALID_OPTION" ? 2 : 1;
  }
}

/** Rate of a paid key when the operator gives none (free keys get FREE_RATE_LIMIT_PER_MINUTE). */
const PAID_RATE_PER_MINUTE = 600;

const positiveInteger = (option: string) =>
  z.number({ error: `${option} must be a positive integer` }).int(`${option} must be a positive integer`).min(1, `${option} must be a positive integer`);
const keyId = z.string({ error: "needs a key id" }).trim().min(1, "needs a key id");
const grantName = z.string({ error: "needs a grant (e.g. svc-premium)" }).trim().min(1, "needs a grant (e.g. svc-premium)");

const createCommand = z
  .strictObject({
    command: z.literal("create"),
    name: z.string({ error: "create needs --name" }).trim().min(1, "create needs --name"),
    plan: z.string().trim().min(1, "--plan must not be empty").default("free"),
    grants: z.array(grantName).default([]),
    rate: positiveInteger("--rate").optional(),
    quota: z.union([z.literal("none"), positiveInteger("--quota")], { error: "--quota must be a positive integer or none" }).optional(),
    regions: z.array(z.string().trim().min(1)).min(1, "--regions must name at least one region").optional(),
    billingEmail: z.email("--billing-email must be an email address").optional(),
    subscription: z.enum(["active", "canceled"], { error: "--subscription must be active or canceled" }).optional(),
    expires: z
      .string()
      .refine((s) => !Number.isNaN(Date.parse(s)), "--expires must be a date (YYYY-MM-DD)")
      .optional(),
    test: z.boolean().default(false),
  })
  .refine((c) => c.plan === "free" || c.billingEmail, "a paid plan needs --billing-email (replacement keys are emailed there)");

export const keyCommandSchema = z.discriminatedUnion(
  "command",
  [
    createCommand,
    z.strictObject({ command: z.literal("list") }),
    z.strictObject({ command: z.literal("revoke"), id: keyId }),
    z.strictObject({ command: z.literal("grant"), id: keyId, grant: grantName }),
    z.strictObject({ command: z.literal("ungrant"), id: keyId, grant: grantName }),
    z.strictObject({ command: z.literal("outbox"), limit: positiveInteger("--limit").max(1000, "--limit must be at most 1000").default(20) }),
    z.strictObject({ command: z.literal("unpublish"), slug: z.string({ error: "needs a briefing slug" }).trim().min(1, "needs a briefing slug") }),
  ],
  { error: "unknown command" },
);

export type KeyCommand = z.infer<typeof keyCommandSchema>;

/** A command from the CLI's options or from the operator socket; throws INVALID_OPTION with one line. */
export function parseKeyCommand(input: unknown): KeyCommand {
  const parsed = keyCommandSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const command = (input as { command?: unknown } | null)?.command;
  let message = issue?.message ?? "invalid command";
  if (issue?.code === "unrecognized_keys") message = `unknown option ${issue.keys.map((k) => `--${k}`).join(", ")}`;
  else if (message.startsWith("needs")) message = `${String(command)} ${message}`;
  throw new OperatorError("INVALID_OPTION", message);
}

export interface RegionResolution {
  input: string;
  code: string;
  name: string;
  type: string;
  /** Other regions the same text names (`CA` is California and Canada). */
  alsoMeans: { code: string; name: string; type: string }[];
}

export interface KeyListing {
  id: string;
  hint: string;
  name: string;
  plan: string;
  status: string;
  grants: string[];
  regions: string[];
  rate: number;
  quota: number | null;
  created: string;
  lastUsed: string | null;
}

export type KeyCommandResult =
  | {
      command: "create";
      /** The plaintext key, shown once; only its hash is stored. */
      key: string;
      listing: KeyListing;
      regions: RegionResolution[];
    }
  | { command: "list"; keys: KeyListing[] }
  | { command: "revoke"; id: string; alreadyRevoked: boolean }
  | { command: "grant" | "ungrant"; id: string; grants: string[] }
  | { command: "outbox"; mail: { to: string; subject: string; createdAt: string; body: string }[] }
  | { command: "unpublish"; slug: string; id: string; name: string; alreadyWithheld: boolean };

export interface KeyCommandContext {
  db: Database;
  config: Pick<Config, "freeRateLimitPerMinute" | "freeMonthlyQuota">;
  now: () => Date;
  /** Drops a changed key from the serving process's key cache (absent when no server runs). */
  forgetKey?: (id: string) => void;
}

export async function executeKeyCommand(ctx: KeyCommandContext, cmd: KeyCommand): Promise<KeyCommandResult> {
  const { db } = ctx;
  switch (cmd.command) {
    case "create": {
      const free = cmd.plan === "free";
      const regions = cmd.regions ? await resolveKeyRegions(db, cmd.regions) : [];
      const { key, row } = await insertKey(db, {
        name: cmd.name,
        plan: cmd.plan,
        environment: cmd.test ? "test" : "live",
        grants: cmd.grants,
        allowedRegions: regions.length ? [...new Set(regions.map((r) => r.code))] : null,
        rateLimitPerMinute: cmd.rate ?? (free ? ctx.config.freeRateLimitPerMinute : PAID_RATE_PER_MINUTE),
        monthlyQuota: cmd.quota === "none" ? null : (cmd.quota ?? (free ? ctx.config.freeMonthlyQuota : null)),
        billingEmail: cmd.billingEmail ?? null,
        subscriptionStatus: cmd.subscription ?? (free ? null : "active"),
        expiresAt: cmd.expires ? new Date(cmd.expires).toISOString() : null,
      });
      return { command: "create", key, listing: toListing(row), regions };
    }
    case "list":
      return { command: "list", keys: (await listKeys(db)).map(toListing) };
    case "revoke": {
      const id = existingKeyId(cmd.id);
      const changed = await revokeKey(db, id, ctx.now());
      if (!changed && !(await findKeyById(db, id))) throw noSuchKey(cmd.id);
      ctx.forgetKey?.(id);
      return { command: "revoke", id, alreadyRevoked: !changed };
    }
    case "grant":
    case "ungrant": {
      const id = existingKeyId(cmd.id);
      const grants = await changeGrant(db, id, cmd.grant, cmd.command === "grant" ? "add" : "remove", ctx.now());
      if (!grants) throw noSuchKey(cmd.id);
      ctx.forgetKey?.(id);
      return { command: cmd.command, id, grants };
    }
    case "outbox":
      return { command: "outbox", mail: await listUndeliveredMail(db, cmd.limit) };
    case "unpublish": {
      const withheld = await withholdBriefing(db, cmd.slug, ctx.now());
      if (!withheld) throw new OperatorError("NOT_FOUND", `no briefing has the slug ${cmd.slug}`);
      return { command: "unpublish", slug: cmd.slug, ...withheld };
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const noSuchKey = (id: string) => new OperatorError("NOT_FOUND", `no such key ${id}`);

/** Key ids are uuids: anything else names no key (and must not reach the database as a uuid). */
function existingKeyId(id: string): string {
  if (!UUID.test(id)) throw noSuchKey(id);
  return id.toLowerCase();
}

/**
 * `--regions` values, resolved like a region parameter of the API (code, slug, US state postal
 * abbreviation or country alpha-3 code). For a key, a two-letter postal abbreviation means the state: `CA` → `06` California.
 * Unknown values refuse the whole command.
 */
export async function resolveKeyRegions(db: Database, inputs: string[]): Promise<RegionResolution[]> {
  const resolved: RegionResolution[] = [];
  const unknown: string[] = [];
  for (const input of inputs) {
    const candidates = await findRegionCandidates(db, input);
    const postal = /^[A-Za-z]{2}$/.test(input) ? input.toUpperCase() : null;
    const chosen = pickRegion(candidates, (r) => postal !== null && r.postal === postal);
    if (!chosen) {
      unknown.push(input);
      continue;
    }
    resolved.push({
      input,
      code: chosen.code,
      name: chosen.name,
      type: chosen.type,
      alsoMeans: candidates.filter((r) => r !== chosen).map((r) => ({ code: r.code, name: r.name, type: r.type })),
    });
  }
  if (unknown.length) {
    throw new OperatorError(
      "UNKNOWN_REGION",
      `unknown region${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")} (give a region code, slug, US state abbreviation or country alpha-3 code, as listed by GET /v1/regions)`,
    );
  }
  return resolved;
}

function toListing(r: Awaited<ReturnType<typeof listKeys>>[number]): KeyListing {
  return {
    id: r.id,
    hint: r.keyHint,
    name: r.name,
    plan: r.plan,
    status: r.status,
    grants: r.grants,
    regions: r.allowedRegions ?? [],
    rate: r.rateLimitPerMinute,
    quota: r.monthlyQuota,
    created: r.createdAt,
    lastUsed: r.lastUsedAt,
  };
}
