ALTER TABLE `shifts` ADD `group_starts_at` integer;--> statement-breakpoint
UPDATE `shifts` SET `group_starts_at` = (SELECT `starts_at` FROM `shift_groups` WHERE `shift_groups`.`id` = `shifts`.`shift_group_id`);
--> statement-breakpoint
-- The seat's copies of its group's start and end (migrations 0009 and 0045), in one trigger each
-- way: a posted seat pays one UPDATE for both, a group's new times are written once to its seats.
DROP TRIGGER `shifts_copy_group_end`;
--> statement-breakpoint
DROP TRIGGER `shift_groups_copy_end_to_seats`;
--> statement-breakpoint
CREATE TRIGGER `shifts_copy_group_times` AFTER INSERT ON `shifts` WHEN NEW.`group_ends_at` IS NULL OR NEW.`group_starts_at` IS NULL BEGIN
	UPDATE `shifts` SET `group_starts_at` = coalesce(NEW.`group_starts_at`, (SELECT `starts_at` FROM `shift_groups` WHERE `id` = NEW.`shift_group_id`)),
		`group_ends_at` = coalesce(NEW.`group_ends_at`, (SELECT `ends_at` FROM `shift_groups` WHERE `id` = NEW.`shift_group_id`)) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_groups_copy_times_to_seats` AFTER UPDATE OF `starts_at`, `ends_at` ON `shift_groups` WHEN OLD.`starts_at` IS NOT NEW.`starts_at` OR OLD.`ends_at` IS NOT NEW.`ends_at` BEGIN
	UPDATE `shifts` SET `group_starts_at` = NEW.`starts_at`, `group_ends_at` = NEW.`ends_at` WHERE `shift_group_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE INDEX `shifts_starts_idx` ON `shifts` (`group_starts_at`,`shift_group_id`);--> statement-breakpoint
CREATE INDEX `shifts_status_starts_idx` ON `shifts` (`status`,`group_starts_at`,`shift_group_id`) WHERE "shifts"."seat" > 0;
