CREATE INDEX `users_deleted_idx` ON `users` (`id`) WHERE deleted_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `providers_shadow_banned_idx` ON `providers` (`id`) WHERE is_shadow_banned = 1;