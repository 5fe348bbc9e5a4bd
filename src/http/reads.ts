import type { Context } from "hono";
import { latestObservations, observationPage, peerValues, seriesPointsMany } from "../db/queries/observations.js";
import { comparesYearAgo, needsPredecessor, yearAgoWindowStart, type Units } from "../domain/units.js";
import type { AppEnv } from "./router.js";

/*
 * Observation reads as the routes make them: the query (src/db/queries) behind the app's read cache, keyed
 * by the statement's parameters and valid for one data version (src/http/caches.ts). Access has been
 * decided before any of these runs, and nothing here depends on who asks, so an entry serves every reader.
 */

/** The data version the caches may use now (null: read the database). */
export const knownDataVersion = (c: Context<AppEnv>) => c.get("deps").dataVersion?.known() ?? null;

function cachedRead<T>(c: Context<AppEnv>, name: string, params: unknown, load: () => Promise<T[]>): Promise<T[]> {
  return c.get("caches").reads.get(`${name}:${JSON.stringify(params)}`, knownDataVersion(c), load) as Promise<T[]>;
}

export const readLatest = (c: Context<AppEnv>, series: Parameters<typeof latestObservations>[1]) =>
  cachedRead(c, "latest", series, () => latestObservations(c.get("deps").db, series));

export const readPage = (c: Context<AppEnv>, q: Parameters<typeof observationPage>[1]) =>
  cachedRead(c, "page", q, () => observationPage(c.get("deps").db, q));

export const readPoints = (c: Context<AppEnv>, series: Parameters<typeof seriesPointsMany>[1], bounds: Parameters<typeof seriesPointsMany>[2] = {}) =>
  cachedRead(c, "points", [series, bounds], () => seriesPointsMany(c.get("deps").db, series, bounds));

export const readPeers = (c: Context<AppEnv>, q: Parameters<typeof peerValues>[1]) =>
  cachedRead(c, "peers", q, () => peerValues(c.get("deps").db, q));

/** Rows a year-ago comparison may look at before a date: a year and a week of daily observations. */
const YEAR_AGO_ROWS = 400;

/**
 * The observations a units transformation of periods from `date` on needs before them, ascending: none,
 * the previous one, or the last year and a week of them. Same series, same `as_of`, one indexed read.
 */
export async function readPredecessors(
  c: Context<AppEnv>,
  series: { indicatorId: string; region: string; asOf?: string | undefined },
  date: string,
  units: Units,
) {
  if (!needsPredecessor(units)) return [];
  const yearAgo = comparesYearAgo(units);
  const rows = await readPage(c, {
    ...series,
    sort: "desc",
    after: date,
    limit: yearAgo ? YEAR_AGO_ROWS : 1,
    ...(yearAgo ? { start: yearAgoWindowStart(date) } : {}),
  });
  return [...rows].reverse();
}
