DROP INDEX `licenses_decision_idx`;--> statement-breakpoint
CREATE INDEX `licenses_awaiting_decision_idx` ON `licenses` (coalesce("submitted_at", "created_at"),`id`) WHERE is_verified = 0 AND rejection_reason IS NULL AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `licenses_verified_decided_idx` ON `licenses` (`decided_at`,`id`) WHERE is_verified = 1 AND deleted_at IS NULL;--> statement-breakpoint
CREATE INDEX `licenses_rejected_decided_idx` ON `licenses` (`decided_at`,`id`) WHERE is_verified = 0 AND rejection_reason IS NOT NULL AND deleted_at IS NULL;