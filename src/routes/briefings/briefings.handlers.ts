import type { RouteHandler } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  deleteBriefing,
  findBriefingForKey,
  findPublicBriefing,
  insertBriefing,
  latestAnsweredRun,
  latestRun,
  listBriefingsForKey,
  listPublicBriefings,
  runPage,
  updateBriefing,
  type BriefingChanges,
  type BriefingRow,
  type BriefingRunRow,
  type NewBriefing,
} from "../../db/queries/briefings.js";
import { assertMayRead } from "../../http/access.js";
import { CATALOG_CACHE_CONTROL } from "../../http/cache.js";
import { decodeCursor, encodeCursor, isUuid } from "../../http/cursor.js";
import { isUtcTimestamp } from "../../http/dates.js";
import { ApiError, invalidParameter, keyRefusalError, notFound, refuseBody } from "../../http/errors.js";
import { utcSeconds } from "../../domain/time.js";
import { resolveRegion } from "../../http/resolve.js";
import type { AppEnv } from "../../http/router.js";
import { runBriefing } from "../../jobs/briefings.js";
import { json, setHeader } from "../../http/answer.js";
import type {
  createBriefingRoute,
  deleteBriefingRoute,
  getBriefingRoute,
  listBriefingsRoute,
  listPublicRoute,
  listRunsRoute,
  readPublicRoute,
  runNowRoute,
  updateBriefingRoute,
} from "./briefings.routes.js";

/** Briefings a free key may keep. */
export const FREE_BRIEFING_LIMIT = 10;

/** RFC 3339, UTC, whole seconds. */
const stampOrNull = (d: Date | null) => (d ? utcSeconds(d) : null);
type Json = Record<string, unknown>;
const jsonOrNull = (v: unknown) => (v && typeof v === "object" && !Array.isArray(v) ? (v as Json) : null);

export function briefingBody(b: BriefingRow) {
  return {
    id: b.id,
    api_key_id: b.apiKeyId,
    name: b.name,
    question: b.question,
    region: b.region,
    window: b.window,
    cadence: b.cadence as "daily" | "weekly",
    is_active: b.isActive,
    is_public: b.isPublic,
    slug: b.slug,
    last_run_at: stampOrNull(b.lastRunAt),
    created_at: utcSeconds(b.createdAt),
    updated_at: utcSeconds(b.updatedAt),
  };
}

type RunStatus = "running" | "success" | "no_data" | "unavailable" | "error";

export function runBody(r: BriefingRunRow) {
  return {
    id: r.id,
    briefing_id: r.briefingId,
    started_at: utcSeconds(r.startedAt),
    completed_at: stampOrNull(r.completedAt),
    status: r.status as RunStatus,
    result: jsonOrNull(r.result),
    error: r.error,
    usage: jsonOrNull(r.usage),
  };
}

/**
 * The request's key. Every write below is made as this key (`actAsKey`): it finds the key row locked and still
 * able to act, or answers 401 as the key check would have, for a key revoked, rotated or expired since.
 */
function currentKey(c: Context<AppEnv>) {
  const key = c.get("apiKey");
  if (!key) throw keyRefusalError("inactive");
  return key;
}

async function ownBriefing(c: Context<AppEnv>, id: string): Promise<BriefingRow> {
  const row = await findBriefingForKey(c.get("deps").db, currentKey(c).id, id);
  // another key's briefing is indistinguishable from a missing one
  if (!row) throw notFound(`No briefing '${id}'`, { id });
  return row;
}

/**
 * A briefing's region as stored: the code of the region the text names, as on every route (an unknown one is
 * 404), which the key may read. (Its question is checked at every run, with the key's access at that time.)
 */
async function readableRegionCode(c: Context<AppEnv>, region: string | null | undefined): Promise<string | null | undefined> {
  if (!region) return region;
  const { code } = await resolveRegion(c, "region", region);
  assertMayRead(c, { region: code });
  return code;
}

export const createBriefingHandler: RouteHandler<typeof createBriefingRoute, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  const { db, clock } = c.get("deps");
  const key = currentKey(c);
  const region = await readableRegionCode(c, body.region);
  const briefing: NewBriefing = {
    name: body.name,
    question: body.question,
    region: region ?? null,
    window: body.window ?? null,
    cadence: body.cadence,
    isActive: body.is_active,
    isPublic: body.is_public,
  };
  // saved as the key, only while it can still act (a revocation since its check above is 401, and nothing is saved)
  const saved = await insertBriefing(db, key, briefing, clock.now(), key.plan === "free" ? FREE_BRIEFING_LIMIT : null);
  if (saved.refused !== undefined) {
    throw new ApiError(403, "UPGRADE_REQUIRED", `A free key may keep at most ${FREE_BRIEFING_LIMIT} briefings; delete one or upgrade`, {
      limit: FREE_BRIEFING_LIMIT,
      used: saved.refused,
    });
  }
  const row = saved.row;
  setHeader(c, "Cache-Control", "no-store");
  setHeader(c, "Location", `/v1/briefings/${row.id}`);
  return json(c, { data: briefingBody(row) }, 201);
};

export const listBriefingsHandler: RouteHandler<typeof listBriefingsRoute, AppEnv> = async (c) => {
  const rows = await listBriefingsForKey(c.get("deps").db, currentKey(c).id);
  setHeader(c, "Cache-Control", "no-store");
  return json(c, { data: rows.map(briefingBody) }, 200);
};

export const getBriefingHandler: RouteHandler<typeof getBriefingRoute, AppEnv> = async (c) => {
  const row = await ownBriefing(c, c.req.valid("param").id);
  const run = await latestRun(c.get("deps").db, row.id);
  setHeader(c, "Cache-Control", "no-store");
  return json(c,
    {
      data: {
        ...briefingBody(row),
        latest_run: run ? { result: jsonOrNull(run.result), status: run.status as RunStatus, started_at: utcSeconds(run.startedAt) } : null,
      },
    },
    200,
  );
};

export const updateBriefingHandler: RouteHandler<typeof updateBriefingRoute, AppEnv> = async (c) => {
  const row = await ownBriefing(c, c.req.valid("param").id);
  const body = c.req.valid("json");
  const region = await readableRegionCode(c, body.region);
  const changes: BriefingChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.question !== undefined) changes.question = body.question;
  if (region !== undefined) changes.region = region;
  if (body.window !== undefined) changes.window = body.window;
  if (body.cadence !== undefined) changes.cadence = body.cadence;
  if (body.is_active !== undefined) changes.isActive = body.is_active;
  if (body.is_public !== undefined) changes.isPublic = body.is_public;
  if (body.is_public && row.withheldAt) throw invalidParameter("is_public", "the operator took this briefing out of the public catalog; it stays private");
  const updated = await updateBriefing(c.get("deps").db, currentKey(c), row, changes, c.get("deps").clock.now());
  // deleted by a request that ran between the read and the write
  if (!updated) throw notFound(`No briefing '${row.id}'`, { id: row.id });
  setHeader(c, "Cache-Control", "no-store");
  return json(c, { data: briefingBody(updated) }, 200);
};

export const deleteBriefingHandler: RouteHandler<typeof deleteBriefingRoute, AppEnv> = async (c) => {
  const row = await ownBriefing(c, c.req.valid("param").id);
  await deleteBriefing(c.get("deps").db, currentKey(c), row.id, c.get("deps").clock.now());
  return c.body(null, 204);
};

/** Where the next page of a briefing's runs starts: after run `i`, started at `t`, of briefing `b`. */
interface RunCursor extends Record<string, unknown> {
  b: string;
  t: string;
  i: string;
}
const isRunCursor = (v: Record<string, unknown>): v is RunCursor =>
  typeof v.b === "string" && isUuid(v.b) && typeof v.t === "string" && isUtcTimestamp(v.t) && typeof v.i === "string" && isUuid(v.i);

export const listRunsHandler: RouteHandler<typeof listRunsRoute, AppEnv> = async (c) => {
  const row = await ownBriefing(c, c.req.valid("param").id);
  const { limit, cursor } = c.req.valid("query");
  const before = cursor ? decodeCursor(cursor, isRunCursor) : undefined;
  if (before && before.b !== row.id) throw invalidParameter("cursor", "belongs to another briefing's runs");
  const rows = await runPage(c.get("deps").db, row.id, limit + 1, before ? { startedAt: new Date(before.t), id: before.i } : undefined);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const meta = {
    count: page.length,
    limit,
    ...(rows.length > limit && last ? { next_cursor: encodeCursor({ b: row.id, t: last.startedAt.toISOString(), i: last.id }) } : {}),
  };
  setHeader(c, "Cache-Control", "no-store");
  return json(c, { data: page.map(runBody), meta }, 200);
};

export const runNowHandler: RouteHandler<typeof runNowRoute, AppEnv> = async (c) => {
  await refuseBody(c);
  const row = await ownBriefing(c, c.req.valid("param").id);
  const deps = c.get("deps");
  const run = await runBriefing({ db: deps.db, dataVersion: deps.dataVersion, clock: deps.clock, log: deps.log }, row, deps.answer, { as: currentKey(c) });
  // a manual run has no slot to lose, so no run means the briefing was deleted meanwhile
  if (!run) throw notFound(`No briefing '${row.id}'`, { id: row.id });
  setHeader(c, "Cache-Control", "no-store");
  return json(c, { data: runBody(run) }, 201);
};

export const listPublicHandler: RouteHandler<typeof listPublicRoute, AppEnv> = async (c) => {
  const rows = await listPublicBriefings(c.get("deps").db);
  setHeader(c, "Cache-Control", CATALOG_CACHE_CONTROL);
  return json(c,
    {
      data: rows.map((b) => ({
        slug: b.slug!,
        name: b.name,
        question: b.question,
        cadence: b.cadence as "daily" | "weekly",
        // the run the public read shows: none yet after a change of question
        last_run_at: stampOrNull(b.publicRunAt),
      })),
    },
    200,
  );
};

export const readPublicHandler: RouteHandler<typeof readPublicRoute, AppEnv> = async (c) => {
  const { slug } = c.req.valid("param");
  const db = c.get("deps").db;
  const b = await findPublicBriefing(db, slug);
  if (!b) throw notFound(`No public briefing '${slug}'`, { slug });
  const run = await latestAnsweredRun(db, b);
  setHeader(c, "Cache-Control", CATALOG_CACHE_CONTROL);
  return json(c,
    {
      data: {
        slug: b.slug!,
        name: b.name,
        question: b.question,
        cadence: b.cadence as "daily" | "weekly",
        run: run ? { started_at: utcSeconds(run.startedAt), completed_at: stampOrNull(run.completedAt), result: jsonOrNull(run.result) } : null,
      },
    },
    200,
  );
};
