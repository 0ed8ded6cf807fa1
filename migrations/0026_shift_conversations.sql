CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`facility_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`last_message_id` text,
	`last_message_at` integer,
	`facility_unread_count` integer DEFAULT 0 NOT NULL,
	`provider_unread_count` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`facility_id`) REFERENCES `facilities`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_facility_provider_unique` ON `conversations` (`facility_id`,`provider_id`);--> statement-breakpoint
CREATE INDEX `conversations_provider_idx` ON `conversations` (`provider_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `conversations_org_idx` ON `conversations` (`organization_id`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`content` text NOT NULL,
	`sent_by_provider` integer DEFAULT false NOT NULL,
	`sent_by_facility` integer DEFAULT false NOT NULL,
	`sender_user_id` text,
	`read_by_facility` integer DEFAULT false NOT NULL,
	`read_by_provider` integer DEFAULT false NOT NULL,
	`time_sent` integer NOT NULL,
	`client_message_id` text,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `messages_conversation_time_idx` ON `messages` (`conversation_id`,`time_sent`,`id`);--> statement-breakpoint
CREATE UNIQUE INDEX `messages_client_id_unique` ON `messages` (`conversation_id`,`client_message_id`);--> statement-breakpoint
CREATE TABLE `realtime_events` (
	`seq` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `realtime_events_created_idx` ON `realtime_events` (`created_at`);