CREATE TABLE `shift_group_changes` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`shift_group_id` text NOT NULL,
	`changed_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TRIGGER `shift_groups_log_insert` AFTER INSERT ON `shift_groups` BEGIN
	INSERT INTO `shift_group_changes` (`shift_group_id`, `changed_at`) VALUES (NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER) * 1000);
END;
--> statement-breakpoint
CREATE TRIGGER `shift_groups_log_update` AFTER UPDATE ON `shift_groups` BEGIN
	INSERT INTO `shift_group_changes` (`shift_group_id`, `changed_at`) VALUES (NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER) * 1000);
END;
--> statement-breakpoint
CREATE TRIGGER `shift_groups_log_delete` AFTER DELETE ON `shift_groups` BEGIN
	INSERT INTO `shift_group_changes` (`shift_group_id`, `changed_at`) VALUES (OLD.`id`, CAST(strftime('%s', 'now') AS INTEGER) * 1000);
END;
--> statement-breakpoint
CREATE TRIGGER `organizations_log_shadow_ban` AFTER UPDATE OF `is_shadow_banned` ON `organizations`
WHEN OLD.`is_shadow_banned` IS NOT NEW.`is_shadow_banned` BEGIN
	INSERT INTO `shift_group_changes` (`shift_group_id`, `changed_at`)
	SELECT `id`, CAST(strftime('%s', 'now') AS INTEGER) * 1000 FROM `shift_groups` WHERE `organization_id` = NEW.`id` AND `status` = 'OPEN';
END;
