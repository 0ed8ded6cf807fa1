-- Written by hand (drizzle cannot express FTS5 tables or triggers): the job search's filters on
-- a job's lists and kinds become words of its full-text row (api/modules/careers-search,
-- docs/decisions.md "Careers: the job search's filters as words").
--
-- `job_search` gains a third column, `tags`: one token per specialty (required or preferred),
-- software, skill and language of the job, and per state, city (lower-cased), location type, job
-- type, pay type and employment type: a two-letter kind, the value's UTF-8 bytes in hex and a
-- final `0` — exactly one value (the filters compare values exactly, as the JSON lists did), one
-- word for the tokenizer, and never changed by the porter stemmer (it only strips letters). And
-- `pg<cents>` for each pay step at or below the job's hourly pay (`PAY_STEPS_CENTS` in
-- search-jobs.ts): a least pay narrows the walk to its step's jobs before the exact test.
-- So "oncology and QS/1" or "technician in Texas, full time" is one FTS5 query walked newest first,
-- instead of reading each job's JSON lists until a page is found.
--
-- The table is rebuilt `contentless_delete=1` (SQLite 3.43+): a job's row is deleted by its key,
-- without re-tokenizing its old values.
DROP TRIGGER `job_search_after_insert`;
--> statement-breakpoint
DROP TRIGGER `job_search_after_delete`;
--> statement-breakpoint
DROP TRIGGER `job_search_after_status`;
--> statement-breakpoint
DROP TRIGGER `job_search_after_edit`;
--> statement-breakpoint
DROP TABLE `job_search`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `job_search` USING fts5(title, description, tags, content='', contentless_delete=1, tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `job_search` (rowid, title, description, tags)
	SELECT k.`id`, j.`title`, j.`description`, trim(ifnull((SELECT group_concat('sp' || hex(t.value) || '0', ' ') FROM (SELECT e.value FROM json_each(j.`required_specialties`) e WHERE e.type = 'text' UNION SELECT e.value FROM json_each(j.`preferred_specialties`) e WHERE e.type = 'text') t), '')
			|| ' ' || ifnull((SELECT group_concat('sw' || hex(e.value) || '0', ' ') FROM json_each(j.`softwares`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull((SELECT group_concat('sk' || hex(e.value) || '0', ' ') FROM json_each(j.`skills`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull((SELECT group_concat('lg' || hex(e.value) || '0', ' ') FROM json_each(j.`languages`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull('st' || nullif(hex(j.`state`), '') || '0', '')
			|| ' ' || ifnull('lt' || nullif(hex(j.`location_type`), '') || '0', '')
			|| ' ' || ifnull('jt' || nullif(hex(j.`type`), '') || '0', '')
			|| ' ' || ifnull('pt' || nullif(hex(j.`salary_type`), '') || '0', '')
			|| ' ' || ifnull('et' || nullif(hex(j.`employment_type`), '') || '0', '')
			|| ' ' || ifnull('ct' || nullif(hex(lower(j.`city`)), '') || '0', '')
			|| ' ' || ifnull((SELECT group_concat('pg' || e.value, ' ') FROM json_each('[1000,1500,2000,2500,3000,3500,4000,4500,5000,5500,6000,6500,7000,7500,8000,8500,9000,9500,10000,11000,12000,13000,14000,15000,17500,20000,25000,30000]') e WHERE e.value <= j.`hourly_pay_cents`), ''))
	FROM `job_search_keys` k JOIN `jobs` j ON j.`id` = k.`job_id`;
--> statement-breakpoint
CREATE TRIGGER `job_search_after_insert` AFTER INSERT ON `jobs` WHEN new.`status` = 'PUBLISHED' BEGIN
	INSERT INTO `job_search_keys` (`job_id`, `organization_id`, `facility_id`, `posted_at`, `state`, `city`, `location_type`, `type`, `salary_type`, `employment_type`, `hourly_pay_cents`, `latitude`, `longitude`)
		VALUES (new.`id`, new.`organization_id`, new.`facility_id`, new.`posted_at`, new.`state`, new.`city`, new.`location_type`, new.`type`, new.`salary_type`, new.`employment_type`, new.`hourly_pay_cents`, new.`latitude`, new.`longitude`);
	INSERT INTO `job_search` (rowid, title, description, tags)
		SELECT `id`, new.`title`, new.`description`, trim(ifnull((SELECT group_concat('sp' || hex(t.value) || '0', ' ') FROM (SELECT e.value FROM json_each(new.`required_specialties`) e WHERE e.type = 'text' UNION SELECT e.value FROM json_each(new.`preferred_specialties`) e WHERE e.type = 'text') t), '')
			|| ' ' || ifnull((SELECT group_concat('sw' || hex(e.value) || '0', ' ') FROM json_each(new.`softwares`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull((SELECT group_concat('sk' || hex(e.value) || '0', ' ') FROM json_each(new.`skills`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull((SELECT group_concat('lg' || hex(e.value) || '0', ' ') FROM json_each(new.`languages`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull('st' || nullif(hex(new.`state`), '') || '0', '')
			|| ' ' || ifnull('lt' || nullif(hex(new.`location_type`), '') || '0', '')
			|| ' ' || ifnull('jt' || nullif(hex(new.`type`), '') || '0', '')
			|| ' ' || ifnull('pt' || nullif(hex(new.`salary_type`), '') || '0', '')
			|| ' ' || ifnull('et' || nullif(hex(new.`employment_type`), '') || '0', '')
			|| ' ' || ifnull('ct' || nullif(hex(lower(new.`city`)), '') || '0', '')
			|| ' ' || ifnull((SELECT group_concat('pg' || e.value, ' ') FROM json_each('[1000,1500,2000,2500,3000,3500,4000,4500,5000,5500,6000,6500,7000,7500,8000,8500,9000,9500,10000,11000,12000,13000,14000,15000,17500,20000,25000,30000]') e WHERE e.value <= new.`hourly_pay_cents`), ''))
		FROM `job_search_keys` WHERE `job_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_search_after_delete` AFTER DELETE ON `jobs` WHEN old.`status` = 'PUBLISHED' BEGIN
	DELETE FROM `job_search` WHERE rowid = (SELECT `id` FROM `job_search_keys` WHERE `job_id` = old.`id`);
	DELETE FROM `job_search_keys` WHERE `job_id` = old.`id`;
END;
--> statement-breakpoint
-- Published, unpublished, archived, re-posted: out of the search, and back in at the newest key
-- when the job is (still) published.
CREATE TRIGGER `job_search_after_status` AFTER UPDATE OF `status`, `posted_at` ON `jobs` WHEN old.`status` IS NOT new.`status` OR old.`posted_at` IS NOT new.`posted_at` BEGIN
	DELETE FROM `job_search` WHERE rowid = (SELECT `id` FROM `job_search_keys` WHERE `job_id` = old.`id`);
	DELETE FROM `job_search_keys` WHERE `job_id` = old.`id`;
	INSERT INTO `job_search_keys` (`job_id`, `organization_id`, `facility_id`, `posted_at`, `state`, `city`, `location_type`, `type`, `salary_type`, `employment_type`, `hourly_pay_cents`, `latitude`, `longitude`)
		SELECT new.`id`, new.`organization_id`, new.`facility_id`, new.`posted_at`, new.`state`, new.`city`, new.`location_type`, new.`type`, new.`salary_type`, new.`employment_type`, new.`hourly_pay_cents`, new.`latitude`, new.`longitude`
		WHERE new.`status` = 'PUBLISHED';
	INSERT INTO `job_search` (rowid, title, description, tags)
		SELECT `id`, new.`title`, new.`description`, trim(ifnull((SELECT group_concat('sp' || hex(t.value) || '0', ' ') FROM (SELECT e.value FROM json_each(new.`required_specialties`) e WHERE e.type = 'text' UNION SELECT e.value FROM json_each(new.`preferred_specialties`) e WHERE e.type = 'text') t), '')
			|| ' ' || ifnull((SELECT group_concat('sw' || hex(e.value) || '0', ' ') FROM json_each(new.`softwares`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull((SELECT group_concat('sk' || hex(e.value) || '0', ' ') FROM json_each(new.`skills`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull((SELECT group_concat('lg' || hex(e.value) || '0', ' ') FROM json_each(new.`languages`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull('st' || nullif(hex(new.`state`), '') || '0', '')
			|| ' ' || ifnull('lt' || nullif(hex(new.`location_type`), '') || '0', '')
			|| ' ' || ifnull('jt' || nullif(hex(new.`type`), '') || '0', '')
			|| ' ' || ifnull('pt' || nullif(hex(new.`salary_type`), '') || '0', '')
			|| ' ' || ifnull('et' || nullif(hex(new.`employment_type`), '') || '0', '')
			|| ' ' || ifnull('ct' || nullif(hex(lower(new.`city`)), '') || '0', '')
			|| ' ' || ifnull((SELECT group_concat('pg' || e.value, ' ') FROM json_each('[1000,1500,2000,2500,3000,3500,4000,4500,5000,5500,6000,6500,7000,7500,8000,8500,9000,9500,10000,11000,12000,13000,14000,15000,17500,20000,25000,30000]') e WHERE e.value <= new.`hourly_pay_cents`), ''))
		FROM `job_search_keys` WHERE `job_id` = new.`id`;
END;
--> statement-breakpoint
-- A published job's words, lists, kinds or pay edited in place (its key, and so its place, unchanged).
CREATE TRIGGER `job_search_after_edit` AFTER UPDATE OF `title`, `description`, `required_specialties`, `preferred_specialties`, `skills`, `softwares`, `languages`, `state`, `city`, `location_type`, `type`, `salary_type`, `employment_type`, `hourly_pay_cents` ON `jobs`
	WHEN old.`status` IS new.`status` AND old.`posted_at` IS new.`posted_at` AND (old.`title` IS NOT new.`title` OR old.`description` IS NOT new.`description` OR old.`required_specialties` IS NOT new.`required_specialties` OR old.`preferred_specialties` IS NOT new.`preferred_specialties` OR old.`skills` IS NOT new.`skills` OR old.`softwares` IS NOT new.`softwares` OR old.`languages` IS NOT new.`languages` OR old.`state` IS NOT new.`state` OR old.`city` IS NOT new.`city` OR old.`location_type` IS NOT new.`location_type` OR old.`type` IS NOT new.`type` OR old.`salary_type` IS NOT new.`salary_type` OR old.`employment_type` IS NOT new.`employment_type` OR old.`hourly_pay_cents` IS NOT new.`hourly_pay_cents`) BEGIN
	DELETE FROM `job_search` WHERE rowid = (SELECT `id` FROM `job_search_keys` WHERE `job_id` = new.`id`);
	INSERT INTO `job_search` (rowid, title, description, tags)
		SELECT `id`, new.`title`, new.`description`, trim(ifnull((SELECT group_concat('sp' || hex(t.value) || '0', ' ') FROM (SELECT e.value FROM json_each(new.`required_specialties`) e WHERE e.type = 'text' UNION SELECT e.value FROM json_each(new.`preferred_specialties`) e WHERE e.type = 'text') t), '')
			|| ' ' || ifnull((SELECT group_concat('sw' || hex(e.value) || '0', ' ') FROM json_each(new.`softwares`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull((SELECT group_concat('sk' || hex(e.value) || '0', ' ') FROM json_each(new.`skills`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull((SELECT group_concat('lg' || hex(e.value) || '0', ' ') FROM json_each(new.`languages`) e WHERE e.type = 'text'), '')
			|| ' ' || ifnull('st' || nullif(hex(new.`state`), '') || '0', '')
			|| ' ' || ifnull('lt' || nullif(hex(new.`location_type`), '') || '0', '')
			|| ' ' || ifnull('jt' || nullif(hex(new.`type`), '') || '0', '')
			|| ' ' || ifnull('pt' || nullif(hex(new.`salary_type`), '') || '0', '')
			|| ' ' || ifnull('et' || nullif(hex(new.`employment_type`), '') || '0', '')
			|| ' ' || ifnull('ct' || nullif(hex(lower(new.`city`)), '') || '0', '')
			|| ' ' || ifnull((SELECT group_concat('pg' || e.value, ' ') FROM json_each('[1000,1500,2000,2500,3000,3500,4000,4500,5000,5500,6000,6500,7000,7500,8000,8500,9000,9500,10000,11000,12000,13000,14000,15000,17500,20000,25000,30000]') e WHERE e.value <= new.`hourly_pay_cents`), ''))
		FROM `job_search_keys` WHERE `job_id` = new.`id`;
END;
