CREATE TABLE `in_app_notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`event` text NOT NULL,
	`title` text NOT NULL,
	`body` text NOT NULL,
	`url` text,
	`read_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `in_app_notifications_user_idx` ON `in_app_notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `in_app_notifications_unread_idx` ON `in_app_notifications` (`user_id`) WHERE "in_app_notifications"."read_at" is null;--> statement-breakpoint
CREATE TABLE `notification_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`event` text NOT NULL,
	`provider_id` text,
	`facility_id` text,
	`subject_id` text NOT NULL,
	`dedupe_key` text,
	`due_at` integer NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`outcome` text,
	`created_at` integer NOT NULL,
	`sent_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `notification_jobs_dedupe_unique` ON `notification_jobs` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `notification_jobs_due_idx` ON `notification_jobs` (`due_at`) WHERE "notification_jobs"."status" = 'PENDING';