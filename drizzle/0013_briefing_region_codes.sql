-- A briefing's region is stored as the code of the region its text names, as every route resolves a region
-- parameter (src/http/resolve.ts): a slug or postal abbreviation was stored as given, and the answer engine now
-- reads only codes. Same order as findRegionCandidates: the code in capitals, then the postal abbreviation,
-- then the slug.
UPDATE "briefings" AS b
SET "region" = (
  SELECT r."code" FROM "regions" AS r
  WHERE r."code" = upper(b."region") OR r."slug" = lower(b."region") OR (r."type" = 'state' AND r."postal" = upper(b."region"))
  ORDER BY CASE WHEN r."code" = upper(b."region") THEN 0 WHEN r."postal" = upper(b."region") THEN 1 ELSE 2 END
  LIMIT 1
)
WHERE b."region" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "regions" AS x WHERE x."code" = b."region")
  AND EXISTS (
    SELECT 1 FROM "regions" AS r
    WHERE r."code" = upper(b."region") OR r."slug" = lower(b."region") OR (r."type" = 'state' AND r."postal" = upper(b."region"))
  );
