-- The DataHub 20-city Case-Shiller file's columns do not hold what their names say (src/sources/datahub.ts,
-- "Case-Shiller"): a database that loaded its three series stops serving them, and says why to a reader who
-- asks for inactive indicators. Nothing is deleted; a fresh database never loads them.
UPDATE "indicators"
SET "is_active" = false,
    "retired_at" = COALESCE("retired_at", '2026-11-29'),
    "retired_reason" = 'Withdrawn: the DataHub 20-city Case-Shiller file these values came from has columns that do not match their names (8 of 20 cities stand far from the index''s 100 in January 2000, the 20-city composite runs from 1987 though it begins in 2000), so no value could be trusted to be the one its name says.'
WHERE "code" IN ('caseshiller.metro_sa', 'caseshiller.composite_10_sa', 'caseshiller.composite_20_sa');
