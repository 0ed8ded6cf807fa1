CREATE TABLE `email_campaign_clicks` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`campaign_id` text NOT NULL,
	`redirect_url` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_campaign_clicks_campaign_idx` ON `email_campaign_clicks` (`campaign_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `notification_preferences` (
	`user_id` text PRIMARY KEY NOT NULL,
	`marketplace_email_opt_in` integer NOT NULL,
	`marketplace_sms_opt_in` integer NOT NULL,
	`careers_email_opt_in` integer NOT NULL,
	`careers_sms_opt_in` integer NOT NULL,
	`agent_sms_opt_in` integer NOT NULL,
	`marketplace_min_hourly_rate_cents` integer,
	`careers_min_hourly_rate_cents` integer,
	`platform_interest` text NOT NULL,
	`marketplace_notification_radius_in_meters` integer NOT NULL,
	`careers_notification_radius_in_meters` integer NOT NULL,
	`location_preference` text DEFAULT '[]' NOT NULL,
	`paused_at` integer,
	`unsubscribed_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `outbox_messages` ADD `headers` text DEFAULT '{}' NOT NULL;