import { sql, type SQL } from "drizzle-orm";
import type { Context } from "hono";
import { rowsOf } from "../../db/client.js";
import { mayRead, regionScope } from "../../domain/access.js";
import { assertMayRead, readerOf } from "../../http/access.js";
import { pickRegion } from "../../domain/regions.js";
import { notFound } from "../../http/errors.js";
import { regionCandidates } from "../../http/resolve.js";
import { createRouter, type AppEnv } from "../../http/router.js";
import { FLOW_UNITS } from "../../sources/irs-migration.js";
import { flowsRoute } from "./flows.routes.js";

async function resolveCounty(c: Context<AppEnv>, parameter: string, input: string): Promise<string> {
  const county = pickRegion(await regionCandidates(c, input), (r) => r.type === "county");
  if (county?.type !== "county") throw notFound(`County '${input}' was not found`, { parameter, value: input });
  return county.code;
}

interface FlowRow {
  origin_code: string;
  origin_name: string;
  destination_code: string;
  destination_name: string;
  measure: string;
  period_start: string;
  value: number;
  attribution: string;
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

  const where: SQL[] = [];
  if (origin) where.push(sql`f.origin_code = ${origin}`);
  if (destination) where.push(sql`f.destination_code = ${destination}`);
  if (scope) {
    const codes = sql.param([...scope]);
    where.push(sql`(f.origin_code = ANY(${codes}::text[]) OR f.destination_code = ANY(${codes}::text[]))`);
  }
  const filter = where.length ? sql.join(where, sql` AND `) : sql`true`;
  let period = q.period ? `${q.period.slice(0, 4)}-01-01` : null;
  if (!period) {
    const [latest] = rowsOf<{ p: string | null }>(
      await db.execute(sql`SELECT to_char(max(f.period_start), 'YYYY-MM-DD') AS p FROM flows f WHERE ${filter}`),
    );
    period = latest?.p ?? null;
  }

  const rows =
    period === null || q.limit === 0
      ? []
      : rowsOf<FlowRow>(
          await db.execute(sql`
            SELECT f.origin_code, ro.name AS origin_name, f.destination_code, rd.name AS destination_name, m.measure,
                   to_char(f.period_start, 'YYYY-MM-DD') AS period_start, m.value, s.name || ' (' || coalesce(s.provider, '') || ')' AS attribution
            FROM flows f
            JOIN regions ro ON ro.code = f.origin_code
            JOIN regions rd ON rd.code = f.destination_code
            JOIN sources s ON s.id = f.source_id
            CROSS JOIN LATERAL (VALUES ('agi', f.agi_thousands), ('returns', f.returns), ('individuals', f.individuals)) AS m(measure, value)
            WHERE ${filter} AND f.period_start = ${period}::date ${q.measure ? sql`AND m.measure = ${q.measure}` : sql``}
            ORDER BY m.value DESC, f.origin_code, f.destination_code, m.measure
            LIMIT ${q.limit}`),
        );

  return c.json(
    {
      data: rows.map((r) => ({
        origin: { code: r.origin_code, name: r.origin_name },
        destination: { code: r.destination_code, name: r.destination_name },
        measure: r.measure,
        period_start: r.period_start,
        value: Number(r.value),
      })),
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
