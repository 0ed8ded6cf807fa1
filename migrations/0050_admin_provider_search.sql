-- Written by hand (drizzle cannot express FTS5 tables or triggers): the words the admin panel's
-- provider list searches (api/modules/providers/admin/search.ts, docs/decisions.md "The admin
-- provider search by index"): for each provider, their full name ("first last", as the list
-- matches it), their account's e-mail, their phone number and their city, one FTS5 row a
-- provider with one column each, so a phrase is found inside one field, never across two.
--
-- As the shift search's index (0047): `trigram`, so a MATCH of a quoted phrase finds the rows
-- holding that text anywhere, in any case (a superset of the list's `LIKE '%…%'`, which the list
-- still tests on the rows it keeps); contentless with `contentless_delete=1`; its rowid is a key
-- of its own (`admin_provider_search_keys.id`), because VACUUM may renumber the rowids of
-- `providers`, whose key is text. A separate table from the shift search's: its rows are
-- providers (not users), it has four fields, and the shift search's count of names stays its own.
CREATE TABLE `admin_provider_search_keys` (
	`id` integer PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `admin_provider_search_keys_provider_unique` ON `admin_provider_search_keys` (`provider_id`);
--> statement-breakpoint
CREATE VIRTUAL TABLE `admin_provider_search` USING fts5(name, email, phone, city, content='', contentless_delete=1, tokenize='trigram');
--> statement-breakpoint
INSERT INTO `admin_provider_search_keys` (`provider_id`) SELECT `id` FROM `providers`;
--> statement-breakpoint
INSERT INTO `admin_provider_search` (rowid, name, email, phone, city)
	SELECT k.`id`, u.`first_name` || ' ' || u.`last_name`, u.`email`, p.`phone_number`, p.`city`
	FROM `admin_provider_search_keys` k JOIN `providers` p ON p.`id` = k.`provider_id` JOIN `users` u ON u.`id` = p.`user_id`;
--> statement-breakpoint
CREATE TRIGGER `admin_provider_search_insert` AFTER INSERT ON `providers` BEGIN
	INSERT INTO `admin_provider_search_keys` (`provider_id`) VALUES (new.`id`);
	INSERT INTO `admin_provider_search` (rowid, name, email, phone, city)
		SELECT k.`id`, u.`first_name` || ' ' || u.`last_name`, u.`email`, new.`phone_number`, new.`city`
		FROM `admin_provider_search_keys` k, `users` u WHERE k.`provider_id` = new.`id` AND u.`id` = new.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_provider_search_provider_update` AFTER UPDATE OF `phone_number`, `city`, `user_id` ON `providers`
	WHEN old.`phone_number` IS NOT new.`phone_number` OR old.`city` IS NOT new.`city` OR old.`user_id` IS NOT new.`user_id` BEGIN
	DELETE FROM `admin_provider_search` WHERE rowid = (SELECT `id` FROM `admin_provider_search_keys` WHERE `provider_id` = new.`id`);
	INSERT INTO `admin_provider_search` (rowid, name, email, phone, city)
		SELECT k.`id`, u.`first_name` || ' ' || u.`last_name`, u.`email`, new.`phone_number`, new.`city`
		FROM `admin_provider_search_keys` k, `users` u WHERE k.`provider_id` = new.`id` AND u.`id` = new.`user_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `admin_provider_search_provider_delete` AFTER DELETE ON `providers` BEGIN
	DELETE FROM `admin_provider_search` WHERE rowid = (SELECT `id` FROM `admin_provider_search_keys` WHERE `provider_id` = old.`id`);
	DELETE FROM `admin_provider_search_keys` WHERE `provider_id` = old.`id`;
END;
--> statement-breakpoint
-- A renamed account or a changed e-mail (an anonymized account too): its provider's row again.
CREATE TRIGGER `admin_provider_search_user_update` AFTER UPDATE OF `first_name`, `last_name`, `email` ON `users`
	WHEN old.`first_name` IS NOT new.`first_name` OR old.`last_name` IS NOT new.`last_name` OR old.`email` IS NOT new.`email` BEGIN
	DELETE FROM `admin_provider_search` WHERE rowid IN (
		SELECT k.`id` FROM `providers` p JOIN `admin_provider_search_keys` k ON k.`provider_id` = p.`id` WHERE p.`user_id` = new.`id`);
	INSERT INTO `admin_provider_search` (rowid, name, email, phone, city)
		SELECT k.`id`, new.`first_name` || ' ' || new.`last_name`, new.`email`, p.`phone_number`, p.`city`
		FROM `providers` p JOIN `admin_provider_search_keys` k ON k.`provider_id` = p.`id` WHERE p.`user_id` = new.`id`;
END;
