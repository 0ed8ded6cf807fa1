CREATE TABLE `support_conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`is_escalation_enabled` integer DEFAULT false NOT NULL,
	`escalated_at` integer,
	`last_message_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `support_conversations_user_unique` ON `support_conversations` (`user_id`);--> statement-breakpoint
CREATE INDEX `support_conversations_recent_idx` ON `support_conversations` (`last_message_at`);--> statement-breakpoint
CREATE INDEX `support_conversations_escalation_idx` ON `support_conversations` (`is_escalation_enabled`,`last_message_at`);--> statement-breakpoint
CREATE TABLE `support_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`sent_by` text NOT NULL,
	`content` text NOT NULL,
	`team_member_id` text,
	`article_id` text,
	`time_sent` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `support_conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`team_member_id`) REFERENCES `team_members`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_messages_conversation_idx` ON `support_messages` (`conversation_id`,`time_sent`,`id`);