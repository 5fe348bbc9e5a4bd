/**
 * The text content of a tool result: a few lines an agent (or a person reading its transcript) can use
 * without parsing structuredContent, which carries the whole JSON answer of the route. Each renderer reads only
 * the fields it shows; a field a route does not send is left out, never guessed.
 */

import { renderTemplate } from "../domain/insights.js";

/** The route's JSON body, read loosely: the route's schema is the contract, this is only its summary. */
type Body = Record<string, any>;
export type Renderer = (body: Body) => string[];

/** Items listed before "… N more". */
const MAX_ITEMS = 10;

function list<T>(items: T[] | undefined, line: (item: T) => string): string[] {
  const all = items ?? [];
  const shown = all.slice(0, MAX_ITEMS).map((item) => `- ${line(item)}`);
  return all.length > MAX_ITEMS ? [...shown, `… ${all.length - MAX_ITEMS} more in structuredContent`] : shown;
}

const value = (v: unknown, unit?: string | null) => (v === null || v === undefined ? "no value" : unit ? `${v} ${unit}` : String(v));
const nextPage = (cursor: string | undefined) => (cursor ? [`Next page: call again with cursor "${cursor}"`] : []);

const latestLine = (o: Body) => `${o.indicator} in ${o.region}, ${o.period_start}: ${value(o.value, o.unit)}${o.is_preliminary ? " (preliminary)" : ""}`;

export const render = {
  sources: (b) => [`${b.data?.length ?? 0} sources:`, ...list<Body>(b.data, (s) => `${s.slug}: ${s.name} (${s.indicator_count} indicators)`)],
  regions: (b) => [`${b.data?.length ?? 0} regions:`, ...list<Body>(b.data, (r) => `${r.code}: ${r.name} (${r.type})`)],
  indicators: (b) => [
    `${b.meta?.total ?? b.data?.length ?? 0} indicators match; ${b.data?.length ?? 0} listed:`,
    ...list<Body>(b.data, (i) => `${i.code}: ${i.name} (${[i.frequency, i.unit].filter(Boolean).join(", ")})${i.provisionable ? " [loads on first read]" : ""}`),
  ],
  indicator: ({ data: i = {} }) => [
    `${i.code}: ${i.name}`,
    `Unit: ${i.unit ?? "none stated"}; frequency: ${i.frequency ?? "none stated"}; source: ${i.source?.name ?? "none"}`,
    `Stored ${i.date_range?.start ?? "?"} to ${i.date_range?.end ?? "?"}; default region ${i.default_region?.code ?? "none"}; ${i.available_regions?.length ?? 0} regions`,
    ...(i.retired ? [`Retired ${i.retired.retired_at}${i.retired.replaced_by ? `, replaced by ${i.retired.replaced_by}` : ""}`] : []),
  ],
  observations: ({ data, meta = {} }) => [
    `${meta.indicator} in ${meta.region}${meta.unit ? ` (${meta.unit})` : ""}, ${meta.count} periods:`,
    ...list<Body>(data, (o) => `${o.period_start}: ${value(o.value)}`),
    ...nextPage(meta.next_cursor),
  ],
  latest: (b) =>
    Array.isArray(b.data)
      ? [...list<Body>(b.data, latestLine), ...(b.meta?.missing?.length ? [`Missing: ${b.meta.missing.join(", ")}`] : [])]
      : [latestLine(b.data ?? {})],
  panel: ({ dates = [], series = {}, meta = {} }) => [
    `${dates.length} ${meta.frequency ?? ""} dates${dates.length ? `, ${dates[0]} to ${dates[dates.length - 1]}` : ""}${meta.region ? `, region ${meta.region}` : ""}:`,
    // an empty grid (no date where every series has a value) has no last value to tell
    ...(dates.length ? list(Object.entries(series as Record<string, (number | null)[]>), ([code, values]) => `${code}: ${value(values[values.length - 1], meta.units?.[code])} on ${dates[dates.length - 1]}`) : []),
  ],
  flows: ({ data, meta = {} }) => [
    `${meta.count ?? 0} flows${meta.period ? ` for ${meta.period}` : ""}, largest first:`,
    ...list<Body>(data, (f) => `${f.origin?.name} → ${f.destination?.name}, ${f.measure}: ${f.value}`),
  ],
  insights: ({ data = {} }) => [
    `${data.indicator} in ${data.region}:`,
    // the route sends the filled sentence only for curated series; the others are filled as it fills them
    ...list<Body>(data.facts, (f) => f.text ?? renderTemplate(f.humanTemplate ?? f.kind, { indicator: data.indicator, region: data.region, ...f.params })),
    ...list<Body>(data.signals, (s) => s.text),
  ],
  signals: ({ data, meta = {} }) => [`${meta.count ?? data?.length ?? 0} signals:`, ...list<Body>(data, (s) => s.text), ...nextPage(meta.next_cursor)],
  ask: ({ data = {} }) => [
    `${data.answer} (${data.status})`,
    ...(data.citations?.length ? ["Citations:"] : []),
    ...list<Body>(data.citations, (c) => `${value(c.value, c.unit)}: ${c.indicator} in ${c.region}, ${c.period_start}, GET ${c.path}`),
  ],
} satisfies Record<string, Renderer>;
