CREATE TABLE `background_check_messages` (
	`message_id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `background_checks` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`license_id` text,
	`vendor` text NOT NULL,
	`source` text NOT NULL,
	`candidate_id` text,
	`case_id` text,
	`invitation_url` text,
	`status` text,
	`result` text,
	`secondary_status` text,
	`adverse_action_steps` text DEFAULT '[]' NOT NULL,
	`cleared` integer DEFAULT false NOT NULL,
	`fee_cents` integer NOT NULL,
	`paid_at` integer,
	`refunded_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`license_id`) REFERENCES `licenses`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `background_checks_provider_idx` ON `background_checks` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `background_checks_case_unique` ON `background_checks` (`vendor`,`case_id`);--> statement-breakpoint
CREATE TABLE `sandbox_background_cases` (
	`id` text PRIMARY KEY NOT NULL,
	`candidate_id` text NOT NULL,
	`path` text NOT NULL,
	`delivered_steps` integer DEFAULT 0 NOT NULL,
	`finished` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `sandbox_background_cases_open_idx` ON `sandbox_background_cases` (`finished`,`created_at`);