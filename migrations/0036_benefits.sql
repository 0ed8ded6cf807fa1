CREATE TABLE `organization_benefit_states` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`benefit_id` text NOT NULL,
	`free_shifts_remaining` integer DEFAULT 0 NOT NULL,
	`used_at` integer,
	`applied_by_team_member_id` text,
	`applied_by_user_id` text,
	`applied_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`benefit_id`) REFERENCES `organization_benefits`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organization_benefit_states_unique` ON `organization_benefit_states` (`organization_id`,`benefit_id`);--> statement-breakpoint
CREATE INDEX `organization_benefit_states_benefit_idx` ON `organization_benefit_states` (`benefit_id`);--> statement-breakpoint
CREATE TABLE `organization_benefits` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`code` text NOT NULL,
	`description` text,
	`action_trigger` text,
	`type` text NOT NULL,
	`percentage_fee` integer,
	`discount_percentage` integer,
	`credit_amount_in_cents` integer,
	`free_shifts` integer DEFAULT 0 NOT NULL,
	`created_by_team_member_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `organization_benefits_code_unique` ON `organization_benefits` (`code`);