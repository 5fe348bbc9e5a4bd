/** @jsxImportSource hono/jsx */
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { raw } from "hono/html";
import type { Database } from "../../db/client.js";
import { recentPointsOfCode } from "../../db/queries/observations.js";
import { findPublicBriefing, latestAnsweredRun } from "../../db/queries/briefings.js";
import { CATALOG_CACHE_CONTROL } from "../../http/cache.js";
import { createRouter, type AppEnv } from "../../http/router.js";
import type { AnswerCitation } from "../../jobs/briefings.js";
import { setHeader } from "../../http/answer.js";
import { z } from "@hono/zod-openapi";
import { NO_SECURITY } from "../../http/auth.js";
import { SlugParams } from "./briefings.routes.js";

/** Points drawn per chart at most. */
const MAX_POINTS = 240;

interface Point {
  period_start: string;
  value: number;
}

interface Series {
  indicator: string;
  region: string;
  unit: string | null;
  source: string;
  cited: AnswerCitation[];
  points: Point[];
}

/**
 * The current values a cited series' chart draws, oldest first: the last MAX_POINTS up to its latest cited
 * period, so an answer about April 2020 is drawn around April 2020, not around the latest value. When its
 * citations span more periods than that (a change over twenty years of a daily series), the whole span,
 * thinned to about MAX_POINTS evenly spaced ones that keep every cited period.
 */
async function seriesPoints(db: Database, cited: AnswerCitation[]): Promise<Point[]> {
  // a stored run's dates, read back from JSON: only ISO days bound the read
  const isDay = (d: unknown): d is string => typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d);
  const dates = cited.map((c) => c.period_start).filter(isDay).sort();
  const [first, last] = [dates[0], dates.at(-1)];
  const series = { code: cited[0]!.indicator, sourceSlug: cited[0]!.source?.slug, region: cited[0]!.region };
  let rows = await recentPointsOfCode(db, { ...series, ...(last ? { until: last } : {}), limit: MAX_POINTS });
  if (first && last && rows.length === MAX_POINTS && rows[0]!.date > first) {
    const span = await recentPointsOfCode(db, { ...series, from: first, until: last, limit: null });
    const step = span.length / MAX_POINTS;
    const keep = new Set(dates);
    rows = span.filter((p, i) => keep.has(p.date) || Math.floor(i / step) !== Math.floor((i - 1) / step) || i === span.length - 1);
  }
  return rows.map((r) => ({ period_start: r.date, value: r.value })).filter((p) => Number.isFinite(p.value));
}

function citationsOf(result: unknown): AnswerCitation[] {
  const list = (result as { citations?: unknown } | null)?.citations;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (x): x is AnswerCitation => !!x && typeof x === "object" && typeof (x as AnswerCitation).indicator === "string" && typeof (x as AnswerCitation).region === "string",
  );
}

const formatNumber = (v: number) => (Math.abs(v) >= 1000 ? Math.round(v).toLocaleString("en-US") : String(Math.round(v * 100) / 100));

/** A safe href: only API paths on this host (or absolute http(s) links). */
const safeHref = (path: string) => (/^\/[^/]/.test(path) || /^https?:\/\//.test(path) ? path : "#");

function LineChart({ series }: { series: Series }) {
  const W = 600;
  const H = 220;
  const pad = { l: 8, r: 8, t: 16, b: 28 };
  const pts = series.points;
  const label = `${series.indicator} (${series.region})`;
  if (pts.length < 2) {
    return (
      <p class="nochart" data-series={label}>
        Not enough stored observations of {label} to draw a chart.
      </p>
    );
  }
  const values = pts.map((p) => p.value);
  let min = Math.min(...values);
  let max = Math.max(...values);
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const x = (i: number) => pad.l + (i / (pts.length - 1)) * (W - pad.l - pad.r);
  const y = (v: number) => pad.t + (1 - (v - min) / (max - min)) * (H - pad.t - pad.b);
  const line = pts.map((p, i) => `${x(i).toFixed(1)},${y(p.value).toFixed(1)}`).join(" ");
  const marks = series.cited
    .map((c) => pts.findIndex((p) => p.period_start === c.period_start))
    .filter((i) => i >= 0);
  return (
    <figure class="chart">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`Line chart of ${label}, ${pts[0]!.period_start} to ${pts[pts.length - 1]!.period_start}`}
        data-series={label}
        preserveAspectRatio="none"
      >
        <title>{label}</title>
        <line x1={pad.l} y1={H - pad.b} x2={W - pad.r} y2={H - pad.b} stroke="#bbb" stroke-width="1" />
        <polyline points={line} fill="none" stroke="#1f5fbf" stroke-width="2" vector-effect="non-scaling-stroke" />
        {marks.map((i) => (
          <circle cx={x(i).toFixed(1)} cy={y(pts[i]!.value).toFixed(1)} r="4" fill="#d9480f" />
        ))}
        <text x={pad.l} y={H - 8} font-size="12" fill="#555">
          {pts[0]!.period_start}
        </text>
        <text x={W - pad.r} y={H - 8} font-size="12" fill="#555" text-anchor="end">
          {pts[pts.length - 1]!.period_start}
        </text>
        <text x={pad.l} y={12} font-size="12" fill="#555">
          max {formatNumber(max)} · min {formatNumber(min)}
        </text>
      </svg>
      <figcaption>
        {label}
        {series.unit ? `, ${series.unit}` : ""} — {series.source}
      </figcaption>
    </figure>
  );
}

const STYLE = `
  :root { color-scheme: light dark; }
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; margin: 0; padding: 1rem; }
  main { max-width: 720px; margin: 0 auto; }
  h1 { font-size: 1.5rem; margin: 0.5rem 0; }
  .question { color: #666; margin-top: 0; }
  .answer { font-size: 1.1rem; white-space: pre-wrap; }
  .chart { margin: 1rem 0; }
  .chart svg { width: 100%; height: auto; display: block; }
  figcaption { font-size: 0.85rem; color: #666; }
  ul.citations { padding-left: 1.2rem; font-size: 0.9rem; word-break: break-word; }
  footer { font-size: 0.8rem; color: #888; margin-top: 2rem; }
`;

/** The page's Content-Security-Policy source for its stylesheet. */
export const PAGE_STYLE_SOURCE = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

function Layout(props: { title: string; children: unknown }) {
  return (
    <>
    {raw("<!doctype html>")}
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.title}</title>
        {/* raw: the stylesheet is a constant, and text escaping would break its quotes */}
        <style dangerouslySetInnerHTML={{ __html: STYLE }} />
      </head>
      <body>
        <main>{props.children}</main>
      </body>
    </html>
    </>
  );
}

async function briefingPage(c: Context<AppEnv>) {
  const slug = c.req.param("slug") ?? "";
  const db = c.get("deps").db;
  const briefing = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) && slug.length <= 120 ? await findPublicBriefing(db, slug) : undefined;
  if (!briefing) {
    setHeader(c, "Cache-Control", "no-store");
    return c.html(
      <Layout title="Briefing not found">
        <h1>Briefing not found</h1>
        <p>There is no public briefing at this address.</p>
      </Layout>,
      404,
    );
  }
  const run = await latestAnsweredRun(db, briefing);
  const result = (run?.result ?? null) as { answer?: unknown } | null;
  const citations = citationsOf(result);
  // one chart per cited series (indicator + region), in citation order
  const bySeries = new Map<string, Series>();
  for (const cit of citations) {
    const key = `${cit.indicator}|${cit.region}`;
    const existing = bySeries.get(key);
    if (existing) existing.cited.push(cit);
    else bySeries.set(key, { indicator: cit.indicator, region: cit.region, unit: cit.unit ?? null, source: cit.source?.name ?? "", cited: [cit], points: [] });
  }
  const series = [...bySeries.values()];
  await Promise.all(series.map(async (s) => (s.points = await seriesPoints(db, s.cited))));

  setHeader(c, "Cache-Control", CATALOG_CACHE_CONTROL);
  return c.html(
    <Layout title={`${briefing.name} — briefing`}>
      <h1>{briefing.name}</h1>
      <p class="question">{briefing.question}</p>
      {run ? (
        <>
          <p class="answer" id="answer">
            {typeof result?.answer === "string" ? result.answer : "No answer text."}
          </p>
          {series.map((s) => (
            <LineChart series={s} />
          ))}
          {citations.length > 0 && (
            <>
              <h2>Sources</h2>
              <ul class="citations">
                {citations.map((cit) => (
                  <li>
                    <a href={safeHref(cit.path)}>
                      {cit.indicator} ({cit.region}) {cit.period_start}: {cit.value === null ? "n/a" : formatNumber(cit.value)}
                      {cit.unit ? ` ${cit.unit}` : ""}
                    </a>{" "}
                    — {cit.source?.name}
                  </li>
                ))}
              </ul>
            </>
          )}
          <footer>
            Updated {run.startedAt.toISOString().replace(/\.\d{3}Z$/, "Z")} · runs {briefing.cadence}
          </footer>
        </>
      ) : (
        <p id="answer">This briefing has not been answered yet.</p>
      )}
    </Layout>,
  );
}

/** The public HTML page of a briefing: its latest answer, citations and a chart per cited series. */
export const briefingPagesRouter = createRouter();
briefingPagesRouter.get("/briefings/:slug", briefingPage);
const html = { "text/html": { schema: z.string() } };
briefingPagesRouter.openAPIRegistry.registerPath({
  method: "get",
  path: "/briefings/{slug}",
  operationId: "getBriefingPage",
  tags: ["Briefings"],
  summary: "A public briefing's page, for people",
  description: "The HTML page of a public briefing: its question, its latest answer with a chart per cited series, and its sources. Anonymous and cached; the same briefing as JSON is GET /v1/briefings/public/{slug}.",
  security: NO_SECURITY,
  request: { params: SlugParams },
  responses: {
    200: { description: "The page", content: html },
    404: { description: "No public briefing has this slug (a page saying so)", content: html },
  },
});
