CREATE TABLE `sandbox_processor_objects` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`idempotency_key` text,
	`data` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sandbox_processor_objects_idempotency_unique` ON `sandbox_processor_objects` (`kind`,`idempotency_key`);--> statement-breakpoint
ALTER TABLE `payment_method_facilities` ADD `is_default` integer DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX `payment_method_facilities_facility_idx` ON `payment_method_facilities` (`facility_id`);