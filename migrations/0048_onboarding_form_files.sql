CREATE TABLE `facility_onboarding_form_files` (
	`file_id` text PRIMARY KEY NOT NULL,
	`form_id` text NOT NULL,
	`facility_id` text NOT NULL,
	`filename` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`uploaded_by_user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`form_id`) REFERENCES `facility_onboarding_forms`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `facility_onboarding_form_files_form_idx` ON `facility_onboarding_form_files` (`form_id`,`created_at`);