CREATE TABLE `facility_preferences` (
	`facility_id` text PRIMARY KEY NOT NULL,
	`softwares` text DEFAULT '[]' NOT NULL,
	`specialties` text DEFAULT '[]' NOT NULL,
	`languages` text DEFAULT '[]' NOT NULL,
	`skills` text DEFAULT '[]' NOT NULL,
	`rates` text DEFAULT '[]' NOT NULL,
	`is_auto_hire_enabled` integer DEFAULT false NOT NULL,
	`payment_method_id` text,
	`is_parking_free` integer DEFAULT false NOT NULL,
	`parking_details` text,
	`parking_options` text DEFAULT '[]' NOT NULL,
	`is_lunch_break_paid` integer DEFAULT false NOT NULL,
	`lunch_break_minutes` integer DEFAULT 0 NOT NULL,
	`updated_by_user_id` text,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`updated_by_user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
ALTER TABLE `facilities` ADD `npi` text;--> statement-breakpoint
ALTER TABLE `facilities` ADD `npi_verified_at` integer;