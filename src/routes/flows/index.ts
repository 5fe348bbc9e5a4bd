import type { Context } from "hono";
import { latestFlowPeriod, listFlows } from "../../db/queries/flows.js";
import { mayRead, regionScope } from "../../domain/access.js";
import { assertMayRead, readerOf } from "../../http/access.js";
import { pickRegion } from "../../domain/regions.js";
import { csvFileName, csvResponse, wantsCsv } from "../../http/csv.js";
import { notFound } from "../../http/errors.js";
import { regionCandidates } from "../../http/resolve.js";
import { createRouter, type AppEnv } from "../../http/router.js";
import { FLOW_UNITS } from "../../sources/irs-migration.js";
import { flowsRoute } from "./flows.routes.js";
import { json } from "../../http/answer.js";

async function resolveCounty(c: Context<AppEnv>, parameter: string, input: string): Promise<string> {
  const county = pickRegion(await regionCandidates(c, input), (r) => r.type === "county");
  if (county?.type !== "county") throw notFound(`County '${input}' was not found`, { parameter, value: input });
  return county.code;
}


export const flowsRouter = createRouter().openapi(flowsRoute, async (c) => {
  const q = c.req.valid("query");
  const { db } = c.get("deps");
  const origin = q.origin ? await resolveCounty(c, "origin", q.origin) : undefined;
  const destination = q.destination ? await resolveCounty(c, "destination", q.destination) : undefined;
  // A flow is readable when the reader may read its origin or its destination county (its own migration,
  // both ways). A filter must name at least one county the reader may read; without filters a restricted
  // reader gets the flows that touch its counties.
  const reader = readerOf(c);
  const named = [origin, destination].filter((code): code is string => code !== undefined);
  if (named.length > 0 && !named.some((code) => mayRead(reader, { region: code }))) assertMayRead(c, { region: named[0]! });
  const scope = regionScope(reader);

  const filter = { origin, destination, touching: scope ? [...scope] : undefined };
  const period = q.period ? `${q.period.slice(0, 4)}-01-01` : await latestFlowPeriod(db, filter);
  const rows = period === null || q.limit === 0 ? [] : await listFlows(db, { ...filter, period, measure: q.measure, limit: q.limit });

  const data = rows.map((r) => ({
    origin: { code: r.origin_code, name: r.origin_name },
    destination: { code: r.destination_code, name: r.destination_name },
    measure: r.measure,
    period_start: r.period_start,
    value: Number(r.value),
  }));
  if (wantsCsv(c, q.format)) {
    const name = csvFileName("flows", ...(origin ? [`from-${origin}`] : []), ...(destination ? [`to-${destination}`] : []), ...(period ? [period.slice(0, 4)] : []));
    return csvResponse(
      c,
      name,
      ["origin_code", "origin_name", "destination_code", "destination_name", "measure", "unit", "period_start", "value"],
      data.map((f) => [f.origin.code, f.origin.name, f.destination.code, f.destination.name, f.measure, FLOW_UNITS[f.measure as keyof typeof FLOW_UNITS], f.period_start, f.value]),
    );
  }
  return json(c,
    {
      data,
      meta: {
        count: rows.length,
        limit: q.limit,
        period,
        filters: {
          ...(origin ? { origin } : {}),
          ...(destination ? { destination } : {}),
          ...(q.measure ? { measure: q.measure } : {}),
        },
        units: { agi: FLOW_UNITS.agi, returns: FLOW_UNITS.returns, individuals: FLOW_UNITS.individuals } as {
          agi: "USD, thousands";
          returns: "count";
          individuals: "count";
        },
        ...(rows[0] ? { source_attribution: rows[0].attribution } : {}),
      },
    },
    200,
  );
});
