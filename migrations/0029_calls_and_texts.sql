CREATE TABLE `call_sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`facility_id` text NOT NULL,
	`caller_user_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`call_sid` text,
	`status` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `call_sessions_caller_idx` ON `call_sessions` (`caller_user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `inbound_texts` (
	`id` text PRIMARY KEY NOT NULL,
	`message_sid` text NOT NULL,
	`from_number` text NOT NULL,
	`provider_id` text,
	`body` text NOT NULL,
	`action` text NOT NULL,
	`reply` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `inbound_texts_sid_unique` ON `inbound_texts` (`message_sid`);--> statement-breakpoint
-- Written by hand (drizzle cannot express it): a text's sender is found by the digits of the
-- number a provider typed at sign-up; the query uses this very expression (schema/phone.ts).
CREATE INDEX `providers_phone_digits_idx` ON `providers` (replace(replace(replace(replace(replace(replace(phone_number, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', ''));
