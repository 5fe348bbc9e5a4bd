import type { Database } from "../db/client.js";
import { findRegionCandidates, type RegionRow } from "../db/queries/regions.js";
import { notFound } from "./errors.js";

/**
 * Resolves a `region`-like parameter to one stored region. When the text is ambiguous, the candidate
 * `prefer` accepts wins (for example the one an indicator has data for); otherwise the canonical code.
 */
export async function resolveRegionParam(
  db: Database,
  parameter: string,
  input: string,
  prefer?: (r: RegionRow) => boolean,
): Promise<RegionRow> {
  const candidates = await findRegionCandidates(db, input);
  const chosen = (prefer && candidates.find(prefer)) ?? candidates[0];
  if (!chosen) throw notFound(`Region '${input}' was not found`, { parameter, value: input });
  return chosen;
}
