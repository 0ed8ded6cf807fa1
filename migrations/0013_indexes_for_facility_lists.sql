DROP INDEX `shifts_status_idx`;--> statement-breakpoint
CREATE INDEX `shifts_group_status_idx` ON `shifts` (`shift_group_id`,`status`);--> statement-breakpoint
CREATE INDEX `shifts_facility_status_idx` ON `shifts` (`facility_id`,`status`);--> statement-breakpoint
CREATE INDEX `shifts_org_status_idx` ON `shifts` (`organization_id`,`status`);--> statement-breakpoint
CREATE INDEX `shift_groups_org_facility_idx` ON `shift_groups` (`organization_id`,`facility_id`,`starts_at`);