ALTER TABLE `careers_invoices` ADD `processor_invoice_id` text;--> statement-breakpoint
ALTER TABLE `careers_invoices` ADD `hosted_invoice_url` text;--> statement-breakpoint
CREATE UNIQUE INDEX `careers_invoices_processor_unique` ON `careers_invoices` (`processor_invoice_id`);--> statement-breakpoint
ALTER TABLE `careers_subscriptions` ADD `processor` text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE `careers_subscriptions` ADD `processor_subscription_id` text;--> statement-breakpoint
ALTER TABLE `careers_subscriptions` ADD `processor_schedule_id` text;--> statement-breakpoint
ALTER TABLE `careers_subscriptions` ADD `checkout_url` text;--> statement-breakpoint
CREATE UNIQUE INDEX `careers_subscriptions_processor_unique` ON `careers_subscriptions` (`processor_subscription_id`);