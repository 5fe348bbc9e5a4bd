import { z } from "@hono/zod-openapi";
import { UNITS, UNITS_DESCRIPTION } from "../domain/units.js";

/** `units`: FRED's transformations, named in the description the way FRED names them. */
export const unitsParam = z
  .enum(UNITS)
  .default("lin")
  .openapi({
    description:
      "Units transformation, as FRED defines them: " +
      UNITS.map((u) => `\`${u}\` ${UNITS_DESCRIPTION[u].name}`).join(", ") +
      ". Computed on the series' own frequency (aggregated first where the route takes `frequency` and it is given), with FRED's observations per year (daily 260, weekly 52, monthly 12, quarterly 4, annual 1). A year ago is the observation of the same date a year earlier (or the last one in the 7 days before it). The predecessor of a monthly or coarser period is the period just before it (a period after a gap has none); of a daily or weekly one, the previous observation. A period with no predecessor, or outside the function's domain (the log of a value ≤ 0, a ratio to 0, a negative ratio compounded), has a null value.",
    example: "pc1",
  });

export const frequencyParam = z.enum(["daily", "monthly", "quarterly", "annual"]).optional().openapi({
  description: "Aggregate to this frequency (coarser than or equal to the series' own; a finer one is refused with 400 INVALID_PARAMETER)",
  example: "annual",
});

export const aggregationParam = z.enum(["avg", "sum", "eop"]).default("avg").openapi({
  description: "How `frequency` combines a period's values: average, sum, or end of period (the last value)",
  example: "avg",
});
