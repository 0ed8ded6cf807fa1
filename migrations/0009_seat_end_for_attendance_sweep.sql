DROP INDEX `shifts_awaiting_attendance_idx`;--> statement-breakpoint
ALTER TABLE `shifts` ADD `group_ends_at` integer;--> statement-breakpoint
CREATE INDEX `shifts_attendance_due_idx` ON `shifts` (`group_ends_at`) WHERE "shifts"."status" = 'FILLED' and "shifts"."attendance_status" = 'PENDING' and "shifts"."hired_at" is not null;--> statement-breakpoint
UPDATE `shifts` SET `group_ends_at` = (SELECT `ends_at` FROM `shift_groups` WHERE `shift_groups`.`id` = `shifts`.`shift_group_id`);
--> statement-breakpoint
CREATE TRIGGER `shifts_copy_group_end` AFTER INSERT ON `shifts` WHEN NEW.`group_ends_at` IS NULL BEGIN
	UPDATE `shifts` SET `group_ends_at` = (SELECT `ends_at` FROM `shift_groups` WHERE `id` = NEW.`shift_group_id`) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_groups_copy_end_to_seats` AFTER UPDATE OF `ends_at` ON `shift_groups` WHEN OLD.`ends_at` IS NOT NEW.`ends_at` BEGIN
	UPDATE `shifts` SET `group_ends_at` = NEW.`ends_at` WHERE `shift_group_id` = NEW.`id`;
END;
