CREATE TABLE `notification_places` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`state` text NOT NULL,
	`latitude` real,
	`longitude` real,
	`area_cell` integer,
	`radius_in_meters` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notification_places_user_idx` ON `notification_places` (`user_id`);--> statement-breakpoint
CREATE INDEX `notification_places_cell_idx` ON `notification_places` (`area_cell`) WHERE area_cell is not null;--> statement-breakpoint
CREATE INDEX `notification_places_state_idx` ON `notification_places` (`state`) WHERE area_cell is null;