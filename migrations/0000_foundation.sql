CREATE TABLE `login_throttle` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`window_started_at` integer NOT NULL,
	`locked_until` integer
);
--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text,
	`team_member_id` text,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`last_used_at` integer,
	`ip_address` text,
	`user_agent` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE INDEX `sessions_team_member_idx` ON `sessions` (`team_member_id`);--> statement-breakpoint
CREATE TABLE `team_members` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`role` text NOT NULL,
	`is_disabled` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `team_members_email_unique` ON `team_members` (`email`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`password_hash` text NOT NULL,
	`user_type` text NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`personal_phone` text,
	`image` text,
	`expo_push_token` text,
	`has_completed_tour` integer DEFAULT false NOT NULL,
	`preferred_app` text DEFAULT 'MARKETPLACE' NOT NULL,
	`sms_opt_in` integer DEFAULT false NOT NULL,
	`is_disabled` integer DEFAULT false NOT NULL,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `facilities` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`name` text NOT NULL,
	`street_address` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip_code` text NOT NULL,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`time_zone` text NOT NULL,
	`phone` text,
	`image` text,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `facilities_org_idx` ON `facilities` (`organization_id`);--> statement-breakpoint
CREATE INDEX `facilities_state_idx` ON `facilities` (`state`);--> statement-breakpoint
CREATE TABLE `organization_member_facilities` (
	`member_id` text NOT NULL,
	`facility_id` text NOT NULL,
	PRIMARY KEY(`member_id`, `facility_id`),
	FOREIGN KEY (`member_id`) REFERENCES `organization_members`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `organization_members` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`user_id` text NOT NULL,
	`role` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organization_members_user_unique` ON `organization_members` (`user_id`);--> statement-breakpoint
CREATE INDEX `organization_members_org_idx` ON `organization_members` (`organization_id`);--> statement-breakpoint
CREATE TABLE `organizations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`parent_organization_id` text,
	`current_percentage_fee` integer NOT NULL,
	`has_free_job_post` integer DEFAULT false NOT NULL,
	`is_shadow_banned` integer DEFAULT false NOT NULL,
	`credits_in_cents` integer DEFAULT 0 NOT NULL,
	`platform_interest` text,
	`own_referral_code` text NOT NULL,
	`applied_referral_code` text,
	`customer_id` text,
	`how_heard` text,
	`other_answer` text,
	`sign_up_details` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`parent_organization_id`) REFERENCES `parent_organizations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organizations_referral_code_unique` ON `organizations` (`own_referral_code`);--> statement-breakpoint
CREATE INDEX `organizations_parent_idx` ON `organizations` (`parent_organization_id`);--> statement-breakpoint
CREATE TABLE `parent_organizations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `licenses` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`state` text NOT NULL,
	`license_number` text NOT NULL,
	`expiration_date` text NOT NULL,
	`provider_type` text NOT NULL,
	`is_verified` integer DEFAULT false NOT NULL,
	`verified_at` integer,
	`filename` text,
	`file_id` text,
	`content_type` text,
	`deleted_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `licenses_provider_idx` ON `licenses` (`provider_id`);--> statement-breakpoint
CREATE INDEX `licenses_state_idx` ON `licenses` (`state`,`is_verified`);--> statement-breakpoint
CREATE TABLE `providers` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider_type` text NOT NULL,
	`street_address` text NOT NULL,
	`city` text NOT NULL,
	`state` text NOT NULL,
	`zip_code` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`phone_number` text NOT NULL,
	`about_me` text,
	`years_of_experience` integer,
	`softwares` text DEFAULT '[]' NOT NULL,
	`specialties` text DEFAULT '[]' NOT NULL,
	`skills` text DEFAULT '[]' NOT NULL,
	`languages` text DEFAULT '[]' NOT NULL,
	`has_malpractice_insurance` integer DEFAULT false NOT NULL,
	`verified_license_technician` integer DEFAULT false NOT NULL,
	`is_intern_and_check_awareness` integer DEFAULT false NOT NULL,
	`how_heard` text,
	`other_answer` text,
	`platform_interest` text,
	`own_referral_code` text NOT NULL,
	`applied_referral_code` text,
	`resume_file` text,
	`current_points` integer DEFAULT 0 NOT NULL,
	`is_shadow_banned` integer DEFAULT false NOT NULL,
	`sign_up_details` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `providers_user_unique` ON `providers` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `providers_referral_code_unique` ON `providers` (`own_referral_code`);--> statement-breakpoint
CREATE INDEX `providers_state_type_idx` ON `providers` (`state`,`provider_type`);--> statement-breakpoint
CREATE TABLE `feature_acknowledgments` (
	`user_id` text NOT NULL,
	`version` text NOT NULL,
	`acknowledged_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `version`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `feature_flags` (
	`key` text PRIMARY KEY NOT NULL,
	`enabled` integer DEFAULT false NOT NULL,
	`updated_at` integer NOT NULL
);
