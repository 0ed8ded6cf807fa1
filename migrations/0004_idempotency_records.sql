CREATE TABLE `idempotency_records` (
	`id` text PRIMARY KEY NOT NULL,
	`method` text NOT NULL,
	`path` text NOT NULL,
	`status` integer,
	`body` text,
	`created_at` integer NOT NULL,
	`completed_at` integer
);
--> statement-breakpoint
CREATE INDEX `idempotency_records_created_idx` ON `idempotency_records` (`created_at`);