CREATE TABLE `certifications` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`number` text,
	`issuer` text,
	`issued_at` text NOT NULL,
	`expires_at` text,
	`file_id` text,
	`filename` text,
	`content_type` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `certifications_provider_idx` ON `certifications` (`provider_id`);--> statement-breakpoint
CREATE TABLE `educations` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`institution` text NOT NULL,
	`major` text NOT NULL,
	`degree_type` text NOT NULL,
	`graduation_date` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `educations_provider_idx` ON `educations` (`provider_id`);--> statement-breakpoint
CREATE TABLE `work_experiences` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`company` text NOT NULL,
	`job_title` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`is_current` integer DEFAULT false NOT NULL,
	`job_description` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `work_experiences_provider_idx` ON `work_experiences` (`provider_id`);--> statement-breakpoint
ALTER TABLE `providers` ADD `hourly_rate_cents` integer;