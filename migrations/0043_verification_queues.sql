ALTER TABLE `certifications` ADD `review_status` text DEFAULT 'PENDING' NOT NULL;--> statement-breakpoint
ALTER TABLE `certifications` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `certifications` ADD `submitted_at` integer;--> statement-breakpoint
UPDATE `certifications` SET `submitted_at` = `created_at` WHERE `submitted_at` IS NULL;--> statement-breakpoint
ALTER TABLE `certifications` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `certifications` ADD `reviewed_by_team_member_id` text REFERENCES team_members(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `certifications_awaiting_review_idx` ON `certifications` (`submitted_at`,`id`) WHERE review_status = 'PENDING';--> statement-breakpoint
CREATE INDEX `certifications_reviewed_idx` ON `certifications` (`review_status`,`reviewed_at`,`id`) WHERE review_status <> 'PENDING';--> statement-breakpoint
ALTER TABLE `facility_onboarding_forms` ADD `submitted_by_user_id` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `facility_onboarding_forms` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `facility_onboarding_forms` ADD `reviewed_by_team_member_id` text REFERENCES team_members(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `facility_onboarding_forms_awaiting_idx` ON `facility_onboarding_forms` (`submitted_at`,`id`) WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX `facility_onboarding_forms_reviewed_idx` ON `facility_onboarding_forms` (`status`,`reviewed_at`,`id`) WHERE reviewed_at IS NOT NULL;--> statement-breakpoint
ALTER TABLE `background_checks` ADD `review_decision` text;--> statement-breakpoint
ALTER TABLE `background_checks` ADD `review_reason` text;--> statement-breakpoint
ALTER TABLE `background_checks` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `background_checks` ADD `reviewed_by_team_member_id` text REFERENCES team_members(id) ON DELETE SET NULL;