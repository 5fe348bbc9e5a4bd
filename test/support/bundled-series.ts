import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Point } from "../../src/domain/series.js";
import { readPackageText } from "../../src/sources/package-files.js";

const DATAHUB = fileURLToPath(new URL("../../data/datahub/", import.meta.url));

/** The first value column of a data-pack CSV in data/datahub (Date first), rows without a number left out. */
export function dataPackSeries(file: string): Point[] {
  const [, ...rows] = readFileSync(`${DATAHUB}${file}`, "utf8").trim().split("\n");
  return rows
    .map((row) => row.split(","))
    .filter((cells) => cells[1] !== undefined && cells[1] !== "" && Number.isFinite(Number(cells[1])))
    .map((cells) => ({ date: cells[0]!.slice(0, 10), value: Number(cells[1]) }));
}

/** A column of vega-datasets' us-employment.csv (BLS CES, monthly from January 2006), as bundled. */
export function cesSeries(column: string): Point[] {
  const [header, ...rows] = readPackageText("vega-datasets", "data/us-employment.csv").trim().split("\n");
  const at = header!.split(",").indexOf(column);
  return rows.map((row) => row.split(",")).map((cells) => ({ date: cells[0]!.slice(0, 10), value: Number(cells[at]) }));
}
