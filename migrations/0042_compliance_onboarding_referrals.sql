CREATE TABLE `onboarding_penalties` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`shift_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `onboarding_penalties_once_idx` ON `onboarding_penalties` (`provider_id`,`shift_id`);--> statement-breakpoint
CREATE TABLE `provider_onboarding` (
	`provider_id` text PRIMARY KEY NOT NULL,
	`completed_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `referral_bonuses` (
	`id` text PRIMARY KEY NOT NULL,
	`referred_provider_id` text NOT NULL,
	`referrer_provider_id` text,
	`shift_id` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`referrer_amount_cents` integer NOT NULL,
	`paid_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`referred_provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_bonuses_referred_unique` ON `referral_bonuses` (`referred_provider_id`);--> statement-breakpoint
CREATE INDEX `referral_bonuses_unpaid_idx` ON `referral_bonuses` (`created_at`) WHERE paid_at IS NULL;--> statement-breakpoint
CREATE TABLE `referral_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`referrer_provider_id` text NOT NULL,
	`email` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`referrer_provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_invitations_once_idx` ON `referral_invitations` (`referrer_provider_id`,`email`);--> statement-breakpoint
CREATE INDEX `referral_invitations_email_idx` ON `referral_invitations` (`email`);--> statement-breakpoint
CREATE TABLE `training_progress` (
	`id` text PRIMARY KEY NOT NULL,
	`provider_id` text NOT NULL,
	`module_key` text NOT NULL,
	`status` text NOT NULL,
	`started_at` integer NOT NULL,
	`completed_at` integer,
	`last_score` integer,
	`question_count` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`provider_id`) REFERENCES `providers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `training_progress_provider_module_unique` ON `training_progress` (`provider_id`,`module_key`);--> statement-breakpoint
CREATE INDEX `providers_applied_referral_idx` ON `providers` (`applied_referral_code`,`created_at`) WHERE applied_referral_code IS NOT NULL;--> statement-breakpoint
-- Written by hand (drizzle's schema does not hold it; the shifts table is the shifts module's):
-- completed seats by completion time, for the referral bonus sweep (modules/compliance/referrals).
CREATE INDEX `shifts_completed_idx` ON `shifts` (`completed_at`) WHERE status = 'COMPLETED' AND completed_at IS NOT NULL;