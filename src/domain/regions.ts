/**
 * How text that names a region is resolved, for every parameter of the API and every command: the text
 * may be a code, a slug or a US state postal abbreviation, so it can name several regions (`CA` is Canada
 * and California). Candidates come ranked (src/db/queries/regions.ts findRegionCandidates: the exact code,
 * then the code in capitals, the postal abbreviation, the slug); the context may prefer some (a county
 * parameter prefers counties, a series read prefers the region it has data for), and the first preferred
 * candidate wins, else the first.
 */
export function pickRegion<R>(candidates: readonly R[], prefer?: (region: R) => boolean): R | undefined {
  return (prefer && candidates.find(prefer)) ?? candidates[0];
}
