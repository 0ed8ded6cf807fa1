-- Written by hand (drizzle cannot express FTS5 tables, triggers or expression indexes): the
-- provider's job search (api/modules/careers-search, docs/decisions.md "Careers: the provider's
-- job search").
--
-- `job_search_keys` gives every PUBLISHED job an integer key, taken anew each time the job is
-- published or re-posted, so the keys run in posting order ("most recent" and its cursor). The
-- FTS5 table `job_search` is contentless (the words live in `jobs`), its rowid the job's key.
-- Triggers on `jobs` keep both in step; only published jobs are in them (only they are searched).
CREATE TABLE `job_search_keys` (
	`id` integer PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_search_keys_job_unique` ON `job_search_keys` (`job_id`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `job_search` USING fts5(title, description, content='', tokenize='porter unicode61 remove_diacritics 2');
--> statement-breakpoint
INSERT INTO `job_search_keys` (`job_id`) SELECT `id` FROM `jobs` WHERE `status` = 'PUBLISHED' ORDER BY `posted_at`, `id`;
--> statement-breakpoint
INSERT INTO `job_search` (rowid, title, description) SELECT k.`id`, j.`title`, j.`description` FROM `job_search_keys` k JOIN `jobs` j ON j.`id` = k.`job_id`;
--> statement-breakpoint
CREATE TRIGGER `job_search_after_insert` AFTER INSERT ON `jobs` WHEN new.`status` = 'PUBLISHED' BEGIN
	INSERT INTO `job_search_keys` (`job_id`) VALUES (new.`id`);
	INSERT INTO `job_search` (rowid, title, description) SELECT `id`, new.`title`, new.`description` FROM `job_search_keys` WHERE `job_id` = new.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_search_after_delete` AFTER DELETE ON `jobs` WHEN old.`status` = 'PUBLISHED' BEGIN
	INSERT INTO `job_search` (`job_search`, rowid, title, description) SELECT 'delete', `id`, old.`title`, old.`description` FROM `job_search_keys` WHERE `job_id` = old.`id`;
	DELETE FROM `job_search_keys` WHERE `job_id` = old.`id`;
END;
--> statement-breakpoint
-- Published, unpublished, archived, re-posted: out of the index, and back in at the newest key
-- when the job is (still) published.
CREATE TRIGGER `job_search_after_status` AFTER UPDATE OF `status`, `posted_at` ON `jobs` WHEN old.`status` IS NOT new.`status` OR old.`posted_at` IS NOT new.`posted_at` BEGIN
	INSERT INTO `job_search` (`job_search`, rowid, title, description) SELECT 'delete', `id`, old.`title`, old.`description` FROM `job_search_keys` WHERE `job_id` = old.`id`;
	DELETE FROM `job_search_keys` WHERE `job_id` = old.`id`;
	INSERT INTO `job_search_keys` (`job_id`) SELECT new.`id` WHERE new.`status` = 'PUBLISHED';
	INSERT INTO `job_search` (rowid, title, description) SELECT `id`, new.`title`, new.`description` FROM `job_search_keys` WHERE `job_id` = new.`id`;
END;
--> statement-breakpoint
-- The words of a published job edited in place (its key, and so its place, unchanged).
CREATE TRIGGER `job_search_after_edit` AFTER UPDATE OF `title`, `description` ON `jobs` WHEN old.`status` IS new.`status` AND old.`posted_at` IS new.`posted_at` AND (old.`title` IS NOT new.`title` OR old.`description` IS NOT new.`description`) BEGIN
	INSERT INTO `job_search` (`job_search`, rowid, title, description) SELECT 'delete', `id`, old.`title`, old.`description` FROM `job_search_keys` WHERE `job_id` = old.`id`;
	INSERT INTO `job_search` (rowid, title, description) SELECT `id`, new.`title`, new.`description` FROM `job_search_keys` WHERE `job_id` = new.`id`;
END;
--> statement-breakpoint
-- "Highest pay": published jobs by their hourly pay (null last), then newest.
CREATE INDEX `jobs_search_pay_idx` ON `jobs` (ifnull(`hourly_pay_cents`, -1), `id`) WHERE `status` = 'PUBLISHED';
--> statement-breakpoint
-- "Closest" and the distance filter: published jobs by the ZIP centroid's latitude band.
CREATE INDEX `jobs_search_location_idx` ON `jobs` (`latitude`, `longitude`) WHERE `status` = 'PUBLISHED';
