ALTER TABLE `licenses` ADD `submitted_at` integer;--> statement-breakpoint
ALTER TABLE `licenses` ADD `decided_at` integer;--> statement-breakpoint
ALTER TABLE `licenses` ADD `decided_by_team_member_id` text REFERENCES team_members(id) ON DELETE SET NULL;--> statement-breakpoint
ALTER TABLE `licenses` ADD `rejection_reason` text;--> statement-breakpoint
CREATE INDEX `licenses_decision_idx` ON `licenses` (`is_verified`,`rejection_reason`);