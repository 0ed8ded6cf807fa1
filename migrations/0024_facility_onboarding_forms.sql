CREATE TABLE `facility_onboarding_forms` (
	`id` text PRIMARY KEY NOT NULL,
	`facility_id` text NOT NULL,
	`organization_id` text NOT NULL,
	`status` text DEFAULT 'DRAFT' NOT NULL,
	`answers` text DEFAULT '{}' NOT NULL,
	`submitted_at` integer,
	`rejected_reason` text,
	`packet_pdf` blob,
	`packet_size_bytes` integer,
	`packet_generated_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `facility_onboarding_forms_facility_idx` ON `facility_onboarding_forms` (`facility_id`);--> statement-breakpoint
CREATE INDEX `facility_onboarding_forms_org_idx` ON `facility_onboarding_forms` (`organization_id`);