CREATE TABLE `careers_conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`job_id` text,
	`last_message_id` text,
	`last_message_at` integer,
	`organization_unread_count` integer DEFAULT 0 NOT NULL,
	`provider_unread_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `careers_conversations_org_provider_unique` ON `careers_conversations` (`organization_id`,`provider_id`);--> statement-breakpoint
CREATE INDEX `careers_conversations_org_idx` ON `careers_conversations` (`organization_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `careers_conversations_provider_idx` ON `careers_conversations` (`provider_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `careers_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`content` text NOT NULL,
	`sent_by_provider` integer DEFAULT false NOT NULL,
	`sent_by_organization` integer DEFAULT false NOT NULL,
	`sender_user_id` text,
	`read_by_provider` integer DEFAULT false NOT NULL,
	`read_by_organization` integer DEFAULT false NOT NULL,
	`client_message_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `careers_conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `careers_messages_conversation_idx` ON `careers_messages` (`conversation_id`,`created_at`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `careers_messages_client_id_unique` ON `careers_messages` (`conversation_id`,`client_message_id`);--> statement-breakpoint
CREATE TABLE `job_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`status` text DEFAULT 'PENDING' NOT NULL,
	`resume_file_id` text,
	`cover_letter` text,
	`rejection_reason` text,
	`rejection_notified_at` integer,
	`referred_by_provider_id` text,
	`client_application_id` text,
	`applied_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `job_applications_job_provider_unique` ON `job_applications` (`job_id`,`provider_id`);--> statement-breakpoint
CREATE INDEX `job_applications_job_idx` ON `job_applications` (`job_id`,`status`,`applied_at`);--> statement-breakpoint
CREATE INDEX `job_applications_provider_idx` ON `job_applications` (`provider_id`,`applied_at`);--> statement-breakpoint
CREATE INDEX `job_applications_organization_idx` ON `job_applications` (`organization_id`,`applied_at`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`facility_id` text,
	`created_by_user_id` text,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`type` text,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`employment_type` text,
	`location_type` text,
	`hybrid_work_arrangement_details` text,
	`street_address` text,
	`city` text,
	`state` text,
	`zip_code` text,
	`latitude` real,
	`longitude` real,
	`contract_period` text,
	`contract_period_other` text,
	`are_years_of_experience_required` integer DEFAULT false NOT NULL,
	`years_of_experience` integer,
	`education_level` text,
	`required_specialties` text DEFAULT '[]' NOT NULL,
	`preferred_specialties` text DEFAULT '[]' NOT NULL,
	`skills` text DEFAULT '[]' NOT NULL,
	`softwares` text DEFAULT '[]' NOT NULL,
	`languages` text DEFAULT '[]' NOT NULL,
	`benefits` text DEFAULT '[]' NOT NULL,
	`salary_type` text,
	`salary_amount_type` text,
	`salary_amount_cents` integer,
	`salary_range_min_cents` integer,
	`salary_range_max_cents` integer,
	`hourly_pay_cents` integer,
	`relocation_package` integer DEFAULT false NOT NULL,
	`job_requires_license_in_state` integer DEFAULT false NOT NULL,
	`number_of_applicants` integer DEFAULT 0 NOT NULL,
	`posted_at` integer,
	`listing_ends_at` integer,
	`is_featured` integer DEFAULT false NOT NULL,
	`is_free_post` integer DEFAULT false NOT NULL,
	`applicants_blurred` integer DEFAULT false NOT NULL,
	`cancellation_reason` text,
	`cancellation_reason_other` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`created_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `jobs_organization_idx` ON `jobs` (`organization_id`,`status`,`updated_at`);--> statement-breakpoint
CREATE INDEX `jobs_published_idx` ON `jobs` (`status`,`posted_at`);--> statement-breakpoint
CREATE INDEX `jobs_published_state_idx` ON `jobs` (`status`,`state`,`city`);--> statement-breakpoint
CREATE INDEX `jobs_listing_end_idx` ON `jobs` (`status`,`listing_ends_at`);--> statement-breakpoint
CREATE TABLE `saved_jobs` (
	`provider_id` text NOT NULL,
	`job_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`provider_id`, `job_id`),
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_jobs_job_idx` ON `saved_jobs` (`job_id`);