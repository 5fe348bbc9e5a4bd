import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Point } from "../../src/domain/series.js";
import { readPackageText } from "../../src/sources/package-files.js";

const DATAHUB = fileURLToPath(new URL("../../data/datahub/", import.meta.url));

/**
 * A value column of a data-pack CSV in data/datahub (Date first; the first value column unless another
 * index is given), rows without a number left out; a month written YYYY-MM is dated its first day.
 */
export function dataPackSeries(file: string, column = 1): Point[] {
  const [, ...rows] = readFileSync(`${DATAHUB}${file}`, "utf8").trim().split("\n");
  return rows
    .map((row) => row.split(","))
    .filter((cells) => cells[column] !== undefined && cells[column] !== "" && Number.isFinite(Number(cells[column])))
    .map((cells) => ({ date: cells[0]!.length === 7 ? `${cells[0]}-01` : cells[0]!.slice(0, 10), value: Number(cells[column]) }));
}

/** A column of vega-datasets' us-employment.csv (BLS CES, monthly from January 2006), as bundled. */
export function cesSeries(column: string): Point[] {
  const [header, ...rows] = readPackageText("vega-datasets", "data/us-employment.csv").trim().split("\n");
  const at = header!.split(",").indexOf(column);
  return rows.map((row) => row.split(",")).map((cells) => ({ date: cells[0]!.slice(0, 10), value: Number(cells[at]) }));
}
