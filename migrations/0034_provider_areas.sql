-- Written by hand (drizzle cannot express it): providers by type and by a quarter-degree cell of
-- their home (about 17 miles north to south), so the providers near a new shift are found by
-- reading a few cells rather than a whole state. The query uses this very expression
-- (schema/providers.ts, `providerAreaCell`).
CREATE INDEX `providers_area_idx` ON `providers` (`provider_type`, (cast((latitude + 90) * 4 as integer) * 2000 + cast((longitude + 180) * 4 as integer)));
