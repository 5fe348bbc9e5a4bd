import { alignPanel, type PanelSeriesInput } from "../../domain/panel.js";
import { transformedUnit } from "../../domain/units.js";
import { csvFileName, csvResponse, wantsCsv } from "../../http/csv.js";
import { invalidParameter } from "../../http/errors.js";
import { ensureSeriesStored } from "../../http/provisioning.js";
import { readPoints } from "../../http/reads.js";
import { createRouter } from "../../http/router.js";
import { distinctIndicatorCodes, resolveDateRange, resolveIndicator, resolveSeriesRegion } from "../../http/resolve.js";
import { MAX_PANEL_SERIES, panelRoute } from "./panel.routes.js";
import { json } from "../../http/answer.js";


export const panelRouter = createRouter().openapi(panelRoute, async (c) => {
  const q = c.req.valid("query");
  const codes = q.indicators;
  if (codes.length === 0) throw invalidParameter("indicators", `is required: 1 to ${MAX_PANEL_SERIES} indicator codes`);
  distinctIndicatorCodes("indicators", codes);
  resolveDateRange(q);

  const wanted: { code: string; frequency: string; indicatorId: string; region: string }[] = [];
  const units: Record<string, string> = {};
  const regionOf: Record<string, string> = {};
  for (const code of codes) {
    const indicator = await resolveIndicator(c, "indicators", code);
    const region = await resolveSeriesRegion(c, indicator, q.region);
    await ensureSeriesStored(c, indicator, region);
    regionOf[indicator.code] = region.code;
    units[indicator.code] = transformedUnit(q.units, indicator.unit) ?? "";
    wanted.push({ code: indicator.code, frequency: indicator.frequency ?? "", indicatorId: indicator.id, region: region.code });
  }
  // every series' points in one statement
  const points = await readPoints(c, wanted.map((w) => ({ indicatorId: w.indicatorId, region: w.region })));
  const inputs: PanelSeriesInput[] = wanted.map((w, i) => ({ code: w.code, frequency: w.frequency, points: points[i]! }));

  const regions = new Set(Object.values(regionOf));
  const panel = alignPanel(inputs, { frequency: q.frequency, missing: q.missing, resample: q.resample, start: q.start, end: q.end, units: q.units });
  if (wantsCsv(c, q.format)) {
    // one column per series, in the order asked
    const columns = wanted.map((w) => panel.series[w.code]!);
    const name = csvFileName("panel", ...(regions.size === 1 ? [...regions] : []), panel.frequency, ...(q.units !== "lin" ? [q.units] : []));
    return csvResponse(c, name, ["date", ...wanted.map((w) => w.code)], panel.dates.map((date, i) => [date, ...columns.map((col) => col[i])]));
  }
  return json(c,
    {
      dates: panel.dates,
      series: panel.series,
      meta: {
        units,
        alignment: { missing: q.missing, grid_points: panel.gridPoints },
        region: regions.size === 1 ? [...regions][0]! : null,
        regions: regionOf,
        frequency: panel.frequency,
        ...(panel.resample ? { resample: panel.resample } : {}),
      },
    },
    200,
  );
});
