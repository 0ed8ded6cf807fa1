DROP INDEX `shifts_org_status_idx`;--> statement-breakpoint
CREATE INDEX `shifts_org_status_idx` ON `shifts` (`organization_id`,`status`,`facility_id`);--> statement-breakpoint
ALTER TABLE `shift_groups` ADD `open_seats` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
DROP TRIGGER `shift_groups_log_update`;--> statement-breakpoint
UPDATE `shift_groups` SET `open_seats` = (SELECT count(*) FROM `shifts` WHERE `shifts`.`shift_group_id` = `shift_groups`.`id` AND `shifts`.`status` = 'OPEN');--> statement-breakpoint
CREATE TRIGGER `shift_groups_log_update` AFTER UPDATE ON `shift_groups` WHEN OLD.`open_seats` IS NEW.`open_seats` BEGIN
	INSERT INTO `shift_group_changes` (`shift_group_id`, `changed_at`) VALUES (NEW.`id`, CAST(strftime('%s', 'now') AS INTEGER) * 1000);
END;
--> statement-breakpoint
CREATE INDEX `shift_groups_open_seat_idx` ON `shift_groups` (`organization_id`,`starts_at`,`facility_id`,`status`,`open_seats`) WHERE "shift_groups"."open_seats" > 0 and "shift_groups"."status" in ('OPEN', 'CLOSED');
--> statement-breakpoint
CREATE TRIGGER `shifts_count_open_seat_added` AFTER INSERT ON `shifts` WHEN NEW.`status` = 'OPEN' BEGIN
	UPDATE `shift_groups` SET `open_seats` = `open_seats` + 1 WHERE `id` = NEW.`shift_group_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `shifts_count_open_seat_removed` AFTER DELETE ON `shifts` WHEN OLD.`status` = 'OPEN' BEGIN
	UPDATE `shift_groups` SET `open_seats` = `open_seats` - 1 WHERE `id` = OLD.`shift_group_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `shifts_count_open_seat_changed` AFTER UPDATE OF `status`, `shift_group_id` ON `shifts`
WHEN (OLD.`status` = 'OPEN' OR NEW.`status` = 'OPEN') AND (OLD.`status` IS NOT NEW.`status` OR OLD.`shift_group_id` IS NOT NEW.`shift_group_id`) BEGIN
	UPDATE `shift_groups` SET `open_seats` = `open_seats` - 1 WHERE OLD.`status` = 'OPEN' AND `id` = OLD.`shift_group_id`;
	UPDATE `shift_groups` SET `open_seats` = `open_seats` + 1 WHERE NEW.`status` = 'OPEN' AND `id` = NEW.`shift_group_id`;
END;
