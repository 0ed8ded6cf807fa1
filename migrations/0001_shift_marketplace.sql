CREATE TABLE `applications` (
	`id` text PRIMARY KEY NOT NULL,
	`shift_group_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`is_hired` integer DEFAULT false NOT NULL,
	`message` text,
	`expires_at` integer,
	`canceled_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shift_group_id`) REFERENCES `shift_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `applications_group_provider_unique` ON `applications` (`shift_group_id`,`provider_id`);--> statement-breakpoint
CREATE INDEX `applications_provider_idx` ON `applications` (`provider_id`,`status`);--> statement-breakpoint
CREATE TABLE `bans` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`facility_id` text,
	`provider_id` text NOT NULL,
	`kind` text NOT NULL,
	`reason` text,
	`created_by_user_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `bans_provider_idx` ON `bans` (`provider_id`);--> statement-breakpoint
CREATE INDEX `bans_org_idx` ON `bans` (`organization_id`,`facility_id`);--> statement-breakpoint
CREATE TABLE `preferred_providers` (
	`facility_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `preferred_providers_unique` ON `preferred_providers` (`facility_id`,`provider_id`);--> statement-breakpoint
CREATE TABLE `ratings` (
	`id` text PRIMARY KEY NOT NULL,
	`shift_id` text NOT NULL,
	`rater_kind` text NOT NULL,
	`provider_id` text NOT NULL,
	`facility_id` text NOT NULL,
	`scores` text NOT NULL,
	`average_score` real NOT NULL,
	`comment` text,
	`created_by_user_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`shift_id`) REFERENCES `shifts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ratings_shift_rater_unique` ON `ratings` (`shift_id`,`rater_kind`);--> statement-breakpoint
CREATE INDEX `ratings_provider_idx` ON `ratings` (`provider_id`,`rater_kind`);--> statement-breakpoint
CREATE INDEX `ratings_facility_idx` ON `ratings` (`facility_id`,`rater_kind`);--> statement-breakpoint
CREATE TABLE `reputation_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`points` integer NOT NULL,
	`reason` text NOT NULL,
	`shift_id` text,
	`note` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `reputation_events_provider_idx` ON `reputation_events` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `shift_groups` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`facility_id` text NOT NULL,
	`post_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`provider_type` text NOT NULL,
	`location_type` text NOT NULL,
	`rate_cents` integer NOT NULL,
	`percentage_fee` integer NOT NULL,
	`date` text NOT NULL,
	`start_time` text NOT NULL,
	`end_time` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`lunch_break_minutes` integer DEFAULT 0 NOT NULL,
	`is_lunch_break_paid` integer DEFAULT false NOT NULL,
	`softwares` text DEFAULT '[]' NOT NULL,
	`specialties` text DEFAULT '[]' NOT NULL,
	`languages` text DEFAULT '[]' NOT NULL,
	`skills` text DEFAULT '[]' NOT NULL,
	`malpractice_insurance_required` integer DEFAULT false NOT NULL,
	`experience_in_software_required` integer DEFAULT false NOT NULL,
	`drug_screen_required` integer DEFAULT false NOT NULL,
	`provider_needs_license_on_the_shift_state` integer DEFAULT false NOT NULL,
	`is_parking_free` integer DEFAULT false NOT NULL,
	`parking_details` text,
	`parking_options` text DEFAULT '[]' NOT NULL,
	`is_auto_hire_enabled` integer DEFAULT false NOT NULL,
	`payment_method_id` text,
	`daily_average_script_count` integer,
	`staff_on_hand_help` text,
	`quantity` integer NOT NULL,
	`filled_count` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`closed_at` integer,
	`canceled_at` integer,
	`cancellation_reason` text,
	`bypass_cancellation_fee` integer DEFAULT false NOT NULL,
	`state` text NOT NULL,
	`city` text NOT NULL,
	`zip_code` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`time_zone` text NOT NULL,
	`created_by_user_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shift_groups_browse_idx` ON `shift_groups` (`status`,`provider_type`,`state`,`starts_at`);--> statement-breakpoint
CREATE INDEX `shift_groups_open_starts_idx` ON `shift_groups` (`status`,`starts_at`);--> statement-breakpoint
CREATE INDEX `shift_groups_facility_idx` ON `shift_groups` (`facility_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `shift_groups_org_idx` ON `shift_groups` (`organization_id`,`starts_at`);--> statement-breakpoint
CREATE TABLE `shifts` (
	`id` text PRIMARY KEY NOT NULL,
	`shift_group_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`facility_id` text NOT NULL,
	`seat` integer NOT NULL,
	`status` text DEFAULT 'OPEN' NOT NULL,
	`provider_id` text,
	`application_id` text,
	`hired_at` integer,
	`hired_by_user_id` text,
	`provider_will_attend_shift` integer DEFAULT false NOT NULL,
	`provider_confirmed_at` integer,
	`attendance_status` text DEFAULT 'PENDING' NOT NULL,
	`attendance_confirmed_at` integer,
	`worked_starts_at` integer,
	`worked_ends_at` integer,
	`did_provider_take_lunch_break` integer,
	`adjustment_reason` text,
	`completed_at` integer,
	`canceled_at` integer,
	`canceled_by` text,
	`cancellation_reason` text,
	`provider_earnings_cents` integer,
	`shift_fee_cents` integer,
	`credits_deducted_cents` integer,
	`charge_id` text,
	`used_free_shift` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`shift_group_id`) REFERENCES `shift_groups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `shifts_group_seat_unique` ON `shifts` (`shift_group_id`,`seat`);--> statement-breakpoint
CREATE INDEX `shifts_provider_idx` ON `shifts` (`provider_id`,`status`);--> statement-breakpoint
CREATE INDEX `shifts_status_idx` ON `shifts` (`status`,`attendance_status`);--> statement-breakpoint
CREATE TABLE `cancellation_fees` (
	`id` text PRIMARY KEY NOT NULL,
	`shift_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`fee_cents` integer NOT NULL,
	`payment_status` text NOT NULL,
	`charge_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cancellation_fees_status_idx` ON `cancellation_fees` (`payment_status`);--> statement-breakpoint
CREATE INDEX `cancellation_fees_shift_idx` ON `cancellation_fees` (`shift_id`);--> statement-breakpoint
CREATE TABLE `charges` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`facility_id` text NOT NULL,
	`shift_id` text,
	`payment_method_id` text,
	`amount_cents` integer NOT NULL,
	`credits_applied_cents` integer DEFAULT 0 NOT NULL,
	`processor_fee_cents` integer DEFAULT 0 NOT NULL,
	`refunded_cents` integer DEFAULT 0 NOT NULL,
	`status` text NOT NULL,
	`processor_id` text,
	`idempotency_key` text NOT NULL,
	`failure_message` text,
	`purpose` text DEFAULT 'SHIFT' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `charges_idempotency_unique` ON `charges` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `charges_shift_idx` ON `charges` (`shift_id`);--> statement-breakpoint
CREATE INDEX `charges_org_idx` ON `charges` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `ledger_entries` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`organization_id` text,
	`facility_id` text,
	`provider_id` text,
	`shift_id` text,
	`reference_id` text,
	`memo` text,
	`occurred_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ledger_shift_idx` ON `ledger_entries` (`shift_id`);--> statement-breakpoint
CREATE INDEX `ledger_org_idx` ON `ledger_entries` (`organization_id`,`occurred_at`);--> statement-breakpoint
CREATE INDEX `ledger_provider_idx` ON `ledger_entries` (`provider_id`,`occurred_at`);--> statement-breakpoint
CREATE TABLE `payment_method_facilities` (
	`payment_method_id` text NOT NULL,
	`facility_id` text NOT NULL,
	PRIMARY KEY(`payment_method_id`, `facility_id`),
	FOREIGN KEY (`payment_method_id`) REFERENCES `payment_methods`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `payment_methods` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`facility_id` text NOT NULL,
	`type` text NOT NULL,
	`processor_id` text NOT NULL,
	`brand` text,
	`last4` text NOT NULL,
	`exp_month` integer,
	`exp_year` integer,
	`funding` text,
	`holder_name` text,
	`bank_name` text,
	`routing_number` text,
	`account_type` text,
	`account_holder_type` text,
	`is_default` integer DEFAULT false NOT NULL,
	`removed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_methods_org_idx` ON `payment_methods` (`organization_id`);--> statement-breakpoint
CREATE TABLE `payout_accounts` (
	`provider_id` text PRIMARY KEY NOT NULL,
	`processor_account_id` text NOT NULL,
	`is_onboarding_complete` integer DEFAULT false NOT NULL,
	`completed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `processor_customers` (
	`organization_id` text PRIMARY KEY NOT NULL,
	`customer_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `processor_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `refunds` (
	`id` text PRIMARY KEY NOT NULL,
	`charge_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`credits_returned_cents` integer DEFAULT 0 NOT NULL,
	`processor_id` text,
	`reason` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`charge_id`) REFERENCES `charges`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `refunds_idempotency_unique` ON `refunds` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `refunds_charge_idx` ON `refunds` (`charge_id`);--> statement-breakpoint
CREATE TABLE `transfers` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`shift_id` text,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`processor_id` text,
	`idempotency_key` text NOT NULL,
	`description` text,
	`available_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `transfers_idempotency_unique` ON `transfers` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `transfers_provider_idx` ON `transfers` (`provider_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transfers_status_idx` ON `transfers` (`status`);