CREATE TABLE `known_sign_in_addresses` (
	`account` text NOT NULL,
	`address` text NOT NULL,
	`last_signed_in_at` integer NOT NULL,
	PRIMARY KEY(`account`, `address`)
);
--> statement-breakpoint
CREATE TABLE `rate_limit_windows` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`resets_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_windows_resets_idx` ON `rate_limit_windows` (`resets_at`);--> statement-breakpoint
ALTER TABLE `idempotency_records` ADD `fingerprint` text;