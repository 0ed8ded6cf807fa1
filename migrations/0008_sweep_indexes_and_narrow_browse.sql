DROP INDEX `shift_groups_browse_idx`;--> statement-breakpoint
DROP INDEX `shift_groups_open_starts_idx`;--> statement-breakpoint
CREATE INDEX `shift_groups_browse_idx` ON `shift_groups` (`status`,`provider_type`,`state`,`starts_at`);--> statement-breakpoint
CREATE INDEX `shift_groups_open_starts_idx` ON `shift_groups` (`status`,`provider_type`,`starts_at`);--> statement-breakpoint
CREATE INDEX `shifts_awaiting_attendance_idx` ON `shifts` (`id`) WHERE "shifts"."status" = 'FILLED' and "shifts"."attendance_status" = 'PENDING' and "shifts"."hired_at" is not null;--> statement-breakpoint
CREATE INDEX `shifts_reserved_idx` ON `shifts` (`updated_at`) WHERE "shifts"."status" = 'FILLED' and "shifts"."hired_at" is null;--> statement-breakpoint
CREATE INDEX `shifts_unsettled_idx` ON `shifts` (`status`) WHERE "shifts"."charge_id" is not null and "shifts"."money_settled_at" is null;--> statement-breakpoint
CREATE INDEX `charges_pending_idx` ON `charges` (`updated_at`) WHERE "charges"."status" = 'PENDING';