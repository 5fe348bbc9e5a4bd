import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Database } from "../client.js";

export interface FlowRow {
  origin_code: string;
  origin_name: string;
  destination_code: string;
  destination_name: string;
  measure: string;
  period_start: string;
  value: number;
  attribution: string;
}

export interface FlowFilter {
  origin?: string | undefined;
  destination?: string | undefined;
  /** Only flows whose origin or destination is one of these counties (a reader's scope). */
  touching?: string[] | undefined;
}

function whereOf(f: FlowFilter): SQL {
  const where: SQL[] = [];
  if (f.origin) where.push(sql`f.origin_code = ${f.origin}`);
  if (f.destination) where.push(sql`f.destination_code = ${f.destination}`);
  if (f.touching) {
    const codes = sql.param(f.touching);
    where.push(sql`(f.origin_code = ANY(${codes}::text[]) OR f.destination_code = ANY(${codes}::text[]))`);
  }
  return where.length ? sql.join(where, sql` AND `) : sql`true`;
}

/** The latest year (its first day) with a flow matching the filter, or null. */
export async function latestFlowPeriod(db: Database, filter: FlowFilter): Promise<string | null> {
  const [latest] = rowsOf<{ p: string | null }>(
    await db.execute(sql`SELECT to_char(max(f.period_start), 'YYYY-MM-DD') AS p FROM flows f WHERE ${whereOf(filter)}`),
  );
  return latest?.p ?? null;
}

/** One year's flows matching the filter, one row per measure, largest first. */
export async function listFlows(
  db: Database,
  q: FlowFilter & { period: string; measure?: string | undefined; limit: number },
): Promise<FlowRow[]> {
  return rowsOf<FlowRow>(
    await db.execute(sql`
      SELECT f.origin_code, ro.name AS origin_name, f.destination_code, rd.name AS destination_name, m.measure,
             to_char(f.period_start, 'YYYY-MM-DD') AS period_start, m.value, s.name || ' (' || coalesce(s.provider, '') || ')' AS attribution
      FROM flows f
      JOIN regions ro ON ro.code = f.origin_code
      JOIN regions rd ON rd.code = f.destination_code
      JOIN sources s ON s.id = f.source_id
      CROSS JOIN LATERAL (VALUES ('agi', f.agi_thousands), ('returns', f.returns), ('individuals', f.individuals)) AS m(measure, value)
      WHERE ${whereOf(q)} AND f.period_start = ${q.period}::date ${q.measure ? sql`AND m.measure = ${q.measure}` : sql``}
      ORDER BY m.value DESC, f.origin_code, f.destination_code, m.measure
      LIMIT ${q.limit}`),
  );
}
