CREATE TABLE `credential_reminders` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`kind` text NOT NULL,
	`credential_id` text NOT NULL,
	`expiration_date` text NOT NULL,
	`days_before` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credential_reminders_once_idx` ON `credential_reminders` (`credential_id`,`expiration_date`,`days_before`);--> statement-breakpoint
CREATE INDEX `credential_reminders_provider_idx` ON `credential_reminders` (`provider_id`);--> statement-breakpoint
CREATE INDEX `licenses_expiring_idx` ON `licenses` (`expiration_date`,`id`) WHERE deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `certifications_expiring_idx` ON `certifications` (`expires_at`,`id`);