/** The bundled copy of the data pack, read from data/datahub/ (Node only; the refresh reads upstream). */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PACK_FILES } from "./datahub.js";
import { parseDelimited } from "./package-files.js";

export const PACK_DIR = fileURLToPath(new URL("../../data/datahub/", import.meta.url));

export function readPackFile(file: string): string {
  return readFileSync(PACK_DIR + file, "utf8");
}

/**
 * Bump when the loader changes, so stored copies are reloaded (a parser that reads its file anew raises its own
 * `parserVersion`, and packVersion digests the indicators' definitions, so neither needs a bump here).
 */
const PACK_LOADER_VERSION = "7";

let provenance: Map<string, Record<string, string>> | undefined;

/** PROVENANCE.tsv: for each bundled file, its repository, path, commit and the commit's date. */
function provenanceOf(file: string): Record<string, string> {
  provenance ??= new Map(parseDelimited(readPackFile("PROVENANCE.tsv"), "\t").map((row) => [row.file!, row]));
  const row = provenance.get(file);
  if (!row) throw new Error(`data/datahub/PROVENANCE.tsv has no row for ${file}`);
  return row;
}

/** When the bundled copy was published upstream (its commit's date), as the observations' source_updated_at. */
export function publishedAt(file: string): string | null {
  const date = provenanceOf(file).commit_date;
  return date ? `${date}T00:00:00Z` : null;
}

/**
 * Identifies the bundled pack: a digest of its provenance (one commit per file), parser versions and indicator
 * definitions (a unit, a name or an aggregation changed in code reaches a database loaded before), and the
 * loader version.
 */
export function packVersion(): string {
  const parsers = PACK_FILES.map((f) => `${f.file}:${f.parserVersion ?? 1}`).join("\n");
  const definitions = JSON.stringify(PACK_FILES.map((f) => f.indicators));
  const digest = createHash("sha256").update(readPackFile("PROVENANCE.tsv")).update(parsers).update(definitions).digest("hex").slice(0, 12);
  return `datahub@${digest}.${PACK_LOADER_VERSION}`;
}
