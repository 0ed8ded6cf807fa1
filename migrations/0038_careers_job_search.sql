-- Written by hand (drizzle cannot express FTS5 tables or triggers): the provider's job search
-- (api/modules/careers-search, docs/decisions.md "Careers: the provider's job search").
--
-- `job_search_keys` is one narrow row per PUBLISHED job: an integer key, taken anew each time the
-- job is published or re-posted (so keys run in posting order: "most recent" and its cursor),
-- and the columns the search filters and sorts on, so a search walks this small table and reads
-- a job's own row only for its tags and for the page it answers. The FTS5 table `job_search` is
-- contentless (the words live in `jobs`), its rowid the job's key. Triggers on `jobs` keep both
-- in step; only published jobs are in them (only they are searched).
CREATE TABLE `job_search_keys` (
	`id` integer PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`facility_id` text,
	`posted_at` integer,
	`state` text,
	`city` text,
	`location_type` text,
	`type` text,
	`salary_type` text,
	`employment_type` text,
	`hourly_pay_cents` integer,
	`latitude` real,
	`longitude` real
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_search_keys_job_unique` ON `job_search_keys` (`job_id`);
--> statement-breakpoint
-- "Highest pay": by hourly pay (null last), then newest.
CREATE INDEX `job_search_keys_pay_idx` ON `job_search_keys` (ifnull(`hourly_pay_cents`, -1), `id`);
--> statement-breakpoint
-- "Closest" and the distance filter: by the ZIP centroid's latitude band.
CREATE INDEX `job_search_keys_location_idx` ON `job_search_keys` (`latitude`, `longitude`);
--> statement-breakpoint
-- A posted-date filter's first key.
CREATE INDEX `job_search_keys_posted_idx` ON `job_search_keys` (`posted_at`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `job_search` USING fts5(title, description, content='', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `job_search_keys` (`job_id`, `organization_id`, `facility_id`, `posted_at`, `state`, `city`, `location_type`, `type`, `salary_type`, `employment_type`, `hourly_pay_cents`, `latitude`, `longitude`)
	SELECT `id`, `organization_id`, `facility_id`, `posted_at`, `state`, `city`, `location_type`, `type`, `salary_type`, `employment_type`, `hourly_pay_cents`, `latitude`, `longitude`
	FROM `jobs` WHERE `status` = 'PUBLISHED' ORDER BY `posted_at`, `id`;
--> statement-breakpoint
INSERT INTO `job_search` (rowid, title, description) SELECT k.`id`, j.`title`, j.`description` FROM `job_search_keys` k JOIN `jobs` j ON j.`id` = k.`job_id`;
--> statement-breakpoint
CREATE TRIGGER `job_search_after_insert` AFTER INSERT ON `jobs` WHEN new.`status` = 'PUBLISHED' BEGIN
	INSERT INTO `job_search_keys` (`job_id`, `organization_id`, `facility_id`, `posted_at`, `state`, `city`, `location_type`, `type`, `salary_type`, `employment_type`, `hourly_pay_cents`, `latitude`, `longitude`)
		VALUES (new.`id`, new.`organization_id`, new.`facility_id`, new.`posted_at`, new.`state`, new.`city`, new.`location_type`, new.`type`, new.`salary_type`, new.`employment_type`, new.`hourly_pay_cents`, new.`latitude`, new.`longitude`);
	INSERT INTO `job_search` (rowid, title, description) SELECT `id`, new.`title`, new.`description` FROM `job_search_keys` WHERE `job_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_search_after_delete` AFTER DELETE ON `jobs` WHEN old.`status` = 'PUBLISHED' BEGIN
	INSERT INTO `job_search` (`job_search`, rowid, title, description) SELECT 'delete', `id`, old.`title`, old.`description` FROM `job_search_keys` WHERE `job_id` = old.`id`;
	DELETE FROM `job_search_keys` WHERE `job_id` = old.`id`;
END;
--> statement-breakpoint
-- Published, unpublished, archived, re-posted: out of the search, and back in at the newest key
-- when the job is (still) published.
CREATE TRIGGER `job_search_after_status` AFTER UPDATE OF `status`, `posted_at` ON `jobs` WHEN old.`status` IS NOT new.`status` OR old.`posted_at` IS NOT new.`posted_at` BEGIN
	INSERT INTO `job_search` (`job_search`, rowid, title, description) SELECT 'delete', `id`, old.`title`, old.`description` FROM `job_search_keys` WHERE `job_id` = old.`id`;
	DELETE FROM `job_search_keys` WHERE `job_id` = old.`id`;
	INSERT INTO `job_search_keys` (`job_id`, `organization_id`, `facility_id`, `posted_at`, `state`, `city`, `location_type`, `type`, `salary_type`, `employment_type`, `hourly_pay_cents`, `latitude`, `longitude`)
		SELECT new.`id`, new.`organization_id`, new.`facility_id`, new.`posted_at`, new.`state`, new.`city`, new.`location_type`, new.`type`, new.`salary_type`, new.`employment_type`, new.`hourly_pay_cents`, new.`latitude`, new.`longitude`
		WHERE new.`status` = 'PUBLISHED';
	INSERT INTO `job_search` (rowid, title, description) SELECT `id`, new.`title`, new.`description` FROM `job_search_keys` WHERE `job_id` = new.`id`;
END;
--> statement-breakpoint
-- The words of a published job edited in place (its key, and so its place, unchanged).
CREATE TRIGGER `job_search_after_edit` AFTER UPDATE OF `title`, `description` ON `jobs` WHEN old.`status` IS new.`status` AND old.`posted_at` IS new.`posted_at` AND (old.`title` IS NOT new.`title` OR old.`description` IS NOT new.`description`) BEGIN
	INSERT INTO `job_search` (`job_search`, rowid, title, description) SELECT 'delete', `id`, old.`title`, old.`description` FROM `job_search_keys` WHERE `job_id` = old.`id`;
	INSERT INTO `job_search` (rowid, title, description) SELECT `id`, new.`title`, new.`description` FROM `job_search_keys` WHERE `job_id` = new.`id`;
END;
--> statement-breakpoint
-- What the search filters on, edited on a published job (its key unchanged).
CREATE TRIGGER `job_search_after_details` AFTER UPDATE OF `organization_id`, `facility_id`, `state`, `city`, `location_type`, `type`, `salary_type`, `employment_type`, `hourly_pay_cents`, `latitude`, `longitude` ON `jobs`
	WHEN old.`status` IS new.`status` AND old.`posted_at` IS new.`posted_at` BEGIN
	UPDATE `job_search_keys` SET `organization_id` = new.`organization_id`, `facility_id` = new.`facility_id`, `state` = new.`state`, `city` = new.`city`,
		`location_type` = new.`location_type`, `type` = new.`type`, `salary_type` = new.`salary_type`, `employment_type` = new.`employment_type`,
		`hourly_pay_cents` = new.`hourly_pay_cents`, `latitude` = new.`latitude`, `longitude` = new.`longitude`
		WHERE `job_id` = new.`id`;
END;
