ALTER TABLE `facility_onboarding_forms` ADD `completed_at` integer;--> statement-breakpoint
ALTER TABLE `facility_onboarding_forms` ADD `completed_by_user_id` text REFERENCES users(id) ON DELETE SET NULL;--> statement-breakpoint
-- Approved packets were handed to hired providers before publishing existed: they stay published.
UPDATE `facility_onboarding_forms` SET `status` = 'COMPLETED', `completed_at` = `packet_generated_at` WHERE `status` = 'GENERATED';
