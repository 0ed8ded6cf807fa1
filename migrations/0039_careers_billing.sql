CREATE TABLE `careers_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`subscription_id` text,
	`job_id` text,
	`type` text NOT NULL,
	`frequency` text NOT NULL,
	`status` text NOT NULL,
	`amount_in_cents` integer NOT NULL,
	`description` text NOT NULL,
	`charge_id` text,
	`period_start` integer,
	`period_end` integer,
	`billing_date` integer NOT NULL,
	`paid_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `careers_invoices_org_idx` ON `careers_invoices` (`organization_id`,`billing_date`);--> statement-breakpoint
CREATE INDEX `careers_invoices_subscription_idx` ON `careers_invoices` (`subscription_id`,`status`);--> statement-breakpoint
CREATE TABLE `careers_job_post_addons` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`job_id` text NOT NULL,
	`subscription_id` text,
	`status` text NOT NULL,
	`amount_in_cents` integer NOT NULL,
	`recurring_amount_in_cents` integer NOT NULL,
	`invoice_id` text,
	`removed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `careers_job_post_addons_org_idx` ON `careers_job_post_addons` (`organization_id`,`job_id`);--> statement-breakpoint
CREATE INDEX `careers_job_post_addons_subscription_idx` ON `careers_job_post_addons` (`subscription_id`,`status`);--> statement-breakpoint
CREATE TABLE `careers_prices` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`product_type` text NOT NULL,
	`plan_type` text,
	`recurrence` text NOT NULL,
	`price_in_cents` integer NOT NULL,
	`original_price_in_cents` integer NOT NULL,
	`is_active` integer DEFAULT false NOT NULL,
	`effective_from` integer NOT NULL,
	`effective_to` integer,
	`created_by_team_member_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `careers_prices_product_idx` ON `careers_prices` (`product_type`,`plan_type`,`recurrence`,`effective_from`);--> statement-breakpoint
CREATE TABLE `careers_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`organization_id` text NOT NULL,
	`plan` text NOT NULL,
	`recurrence` text NOT NULL,
	`status` text NOT NULL,
	`price_in_cents` integer NOT NULL,
	`original_price_in_cents` integer NOT NULL,
	`discount_percentage` integer DEFAULT 0 NOT NULL,
	`organization_benefit_state_id` text,
	`payment_method_id` text,
	`period_start` integer,
	`period_end` integer,
	`job_postings_used` integer DEFAULT 0 NOT NULL,
	`featured_listings_used` integer DEFAULT 0 NOT NULL,
	`pending_plan` text,
	`pending_recurrence` text,
	`checkout_session_id` text,
	`redirect_url` text,
	`failed_attempts` integer DEFAULT 0 NOT NULL,
	`next_retry_at` integer,
	`canceled_at` integer,
	`activated_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`organization_id`) REFERENCES `organizations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `careers_subscriptions_org_idx` ON `careers_subscriptions` (`organization_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `careers_subscriptions_due_idx` ON `careers_subscriptions` (`status`,`period_end`);--> statement-breakpoint
CREATE INDEX `careers_subscriptions_retry_idx` ON `careers_subscriptions` (`status`,`next_retry_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `careers_subscriptions_checkout_unique` ON `careers_subscriptions` (`checkout_session_id`);