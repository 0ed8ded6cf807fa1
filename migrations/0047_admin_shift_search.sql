-- Written by hand (drizzle cannot express FTS5 tables or triggers): the words the admin panel's
-- shift list searches (api/modules/shifts/admin/search.ts, docs/decisions.md "The admin shift
-- search by name first"): each shift group's title, each facility's name and each user's full
-- name ("first last", as the list matches a hired provider's name), one FTS5 row each.
--
-- The tokenizer is `trigram`, so a MATCH of a quoted phrase finds the rows holding that text
-- anywhere (a substring, as the list's `LIKE '%…%'` does), any case; the list still tests its
-- LIKE on the rows it keeps, so what it answers is unchanged. `admin_shift_search_keys` gives each
-- name an integer key of its own (the FTS5 rowid): the source tables' rowids are not kept by VACUUM.
-- The table is contentless (`contentless_delete=1`, SQLite 3.43+): the words live in their tables.
CREATE TABLE `admin_shift_search_keys` (
	`id` integer PRIMARY KEY NOT NULL,
	-- G: a shift group's title; F: a facility's name; U: a user's full name.
	`kind` text NOT NULL,
	`ref_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_shift_search_keys_ref_unique` ON `admin_shift_search_keys` (`ref_id`, `kind`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `admin_shift_search` USING fts5(text, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
INSERT INTO `admin_shift_search_keys` (`kind`, `ref_id`) SELECT 'G', `id` FROM `shift_groups`;
--> statement-breakpoint
INSERT INTO `admin_shift_search_keys` (`kind`, `ref_id`) SELECT 'F', `id` FROM `facilities`;
--> statement-breakpoint
INSERT INTO `admin_shift_search_keys` (`kind`, `ref_id`) SELECT 'U', `id` FROM `users`;
--> statement-breakpoint
INSERT INTO `admin_shift_search` (rowid, text) SELECT k.`id`, g.`title` FROM `admin_shift_search_keys` k JOIN `shift_groups` g ON g.`id` = k.`ref_id` WHERE k.`kind` = 'G';
--> statement-breakpoint
INSERT INTO `admin_shift_search` (rowid, text) SELECT k.`id`, f.`name` FROM `admin_shift_search_keys` k JOIN `facilities` f ON f.`id` = k.`ref_id` WHERE k.`kind` = 'F';
--> statement-breakpoint
INSERT INTO `admin_shift_search` (rowid, text) SELECT k.`id`, u.`first_name` || ' ' || u.`last_name` FROM `admin_shift_search_keys` k JOIN `users` u ON u.`id` = k.`ref_id` WHERE k.`kind` = 'U';
--> statement-breakpoint
CREATE TRIGGER `admin_shift_search_group_insert` AFTER INSERT ON `shift_groups` BEGIN
	INSERT INTO `admin_shift_search_keys` (`kind`, `ref_id`) VALUES ('G', new.`id`);
	INSERT INTO `admin_shift_search` (rowid, text) VALUES (last_insert_rowid(), new.`title`);
END;
--> statement-breakpoint
CREATE TRIGGER `admin_shift_search_group_title` AFTER UPDATE OF `title` ON `shift_groups` WHEN old.`title` IS NOT new.`title` BEGIN
	DELETE FROM `admin_shift_search` WHERE rowid = (SELECT `id` FROM `admin_shift_search_keys` WHERE `ref_id` = new.`id` AND `kind` = 'G');
	INSERT INTO `admin_shift_search` (rowid, text) SELECT `id`, new.`title` FROM `admin_shift_search_keys` WHERE `ref_id` = new.`id` AND `kind` = 'G';
END;
--> statement-breakpoint
CREATE TRIGGER `admin_shift_search_group_delete` AFTER DELETE ON `shift_groups` BEGIN
	DELETE FROM `admin_shift_search` WHERE rowid = (SELECT `id` FROM `admin_shift_search_keys` WHERE `ref_id` = old.`id` AND `kind` = 'G');
	DELETE FROM `admin_shift_search_keys` WHERE `ref_id` = old.`id` AND `kind` = 'G';
END;
--> statement-breakpoint
CREATE TRIGGER `admin_shift_search_facility_insert` AFTER INSERT ON `facilities` BEGIN
	INSERT INTO `admin_shift_search_keys` (`kind`, `ref_id`) VALUES ('F', new.`id`);
	INSERT INTO `admin_shift_search` (rowid, text) VALUES (last_insert_rowid(), new.`name`);
END;
--> statement-breakpoint
CREATE TRIGGER `admin_shift_search_facility_name` AFTER UPDATE OF `name` ON `facilities` WHEN old.`name` IS NOT new.`name` BEGIN
	DELETE FROM `admin_shift_search` WHERE rowid = (SELECT `id` FROM `admin_shift_search_keys` WHERE `ref_id` = new.`id` AND `kind` = 'F');
	INSERT INTO `admin_shift_search` (rowid, text) SELECT `id`, new.`name` FROM `admin_shift_search_keys` WHERE `ref_id` = new.`id` AND `kind` = 'F';
END;
--> statement-breakpoint
CREATE TRIGGER `admin_shift_search_facility_delete` AFTER DELETE ON `facilities` BEGIN
	DELETE FROM `admin_shift_search` WHERE rowid = (SELECT `id` FROM `admin_shift_search_keys` WHERE `ref_id` = old.`id` AND `kind` = 'F');
	DELETE FROM `admin_shift_search_keys` WHERE `ref_id` = old.`id` AND `kind` = 'F';
END;
--> statement-breakpoint
CREATE TRIGGER `admin_shift_search_user_insert` AFTER INSERT ON `users` BEGIN
	INSERT INTO `admin_shift_search_keys` (`kind`, `ref_id`) VALUES ('U', new.`id`);
	INSERT INTO `admin_shift_search` (rowid, text) VALUES (last_insert_rowid(), new.`first_name` || ' ' || new.`last_name`);
END;
--> statement-breakpoint
CREATE TRIGGER `admin_shift_search_user_name` AFTER UPDATE OF `first_name`, `last_name` ON `users` WHEN old.`first_name` IS NOT new.`first_name` OR old.`last_name` IS NOT new.`last_name` BEGIN
	DELETE FROM `admin_shift_search` WHERE rowid = (SELECT `id` FROM `admin_shift_search_keys` WHERE `ref_id` = new.`id` AND `kind` = 'U');
	INSERT INTO `admin_shift_search` (rowid, text) SELECT `id`, new.`first_name` || ' ' || new.`last_name` FROM `admin_shift_search_keys` WHERE `ref_id` = new.`id` AND `kind` = 'U';
END;
--> statement-breakpoint
CREATE TRIGGER `admin_shift_search_user_delete` AFTER DELETE ON `users` BEGIN
	DELETE FROM `admin_shift_search` WHERE rowid = (SELECT `id` FROM `admin_shift_search_keys` WHERE `ref_id` = old.`id` AND `kind` = 'U');
	DELETE FROM `admin_shift_search_keys` WHERE `ref_id` = old.`id` AND `kind` = 'U';
END;
--> statement-breakpoint
-- The admin panel's organization list by name, and its provider list of one type newest first:
-- each page walks its index and stops at its last row.
CREATE INDEX `organizations_name_idx` ON `organizations` (`name`,`id`);
--> statement-breakpoint
CREATE INDEX `providers_type_created_idx` ON `providers` (`provider_type`,`created_at`);
--> statement-breakpoint
-- The provider list's total without a search (api/modules/providers/admin/list-providers.ts):
-- providers whose account is not deleted, per provider type, kept by triggers; the list sums at
-- most three rows instead of counting 750,000 providers (a third of them for one type).
CREATE TABLE `provider_type_totals` (
	`provider_type` text PRIMARY KEY NOT NULL,
	`providers` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `provider_type_totals` (`provider_type`, `providers`)
	SELECT p.`provider_type`, count(*) FROM `providers` p JOIN `users` u ON u.`id` = p.`user_id` WHERE u.`deleted_at` IS NULL GROUP BY p.`provider_type`;
--> statement-breakpoint
CREATE TRIGGER `provider_type_totals_insert` AFTER INSERT ON `providers` WHEN (SELECT `deleted_at` FROM `users` WHERE `id` = new.`user_id`) IS NULL BEGIN
	INSERT INTO `provider_type_totals` (`provider_type`, `providers`) VALUES (new.`provider_type`, 1)
		ON CONFLICT (`provider_type`) DO UPDATE SET `providers` = `providers` + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `provider_type_totals_delete` AFTER DELETE ON `providers` WHEN (SELECT `deleted_at` FROM `users` WHERE `id` = old.`user_id`) IS NULL BEGIN
	UPDATE `provider_type_totals` SET `providers` = `providers` - 1 WHERE `provider_type` = old.`provider_type`;
END;
--> statement-breakpoint
CREATE TRIGGER `provider_type_totals_type` AFTER UPDATE OF `provider_type` ON `providers` WHEN old.`provider_type` IS NOT new.`provider_type` AND (SELECT `deleted_at` FROM `users` WHERE `id` = new.`user_id`) IS NULL BEGIN
	UPDATE `provider_type_totals` SET `providers` = `providers` - 1 WHERE `provider_type` = old.`provider_type`;
	INSERT INTO `provider_type_totals` (`provider_type`, `providers`) VALUES (new.`provider_type`, 1)
		ON CONFLICT (`provider_type`) DO UPDATE SET `providers` = `providers` + 1;
END;
--> statement-breakpoint
-- An account deleted (or restored): its provider leaves (or rejoins) the list.
CREATE TRIGGER `provider_type_totals_account` AFTER UPDATE OF `deleted_at` ON `users` WHEN (old.`deleted_at` IS NULL) <> (new.`deleted_at` IS NULL) BEGIN
	INSERT INTO `provider_type_totals` (`provider_type`, `providers`)
		SELECT `provider_type`, CASE WHEN new.`deleted_at` IS NULL THEN 1 ELSE -1 END FROM `providers` WHERE `user_id` = new.`id`
		ON CONFLICT (`provider_type`) DO UPDATE SET `providers` = `providers` + excluded.`providers`;
END;
