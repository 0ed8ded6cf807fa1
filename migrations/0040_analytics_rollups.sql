CREATE TABLE `ledger_daily_totals` (
	`day` text NOT NULL,
	`kind` text NOT NULL,
	`scope` text NOT NULL,
	`amount_cents` integer DEFAULT 0 NOT NULL,
	`entries` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `kind`, `scope`)
);
--> statement-breakpoint
CREATE TABLE `shift_daily_totals` (
	`day` text PRIMARY KEY NOT NULL,
	`published_seats` integer DEFAULT 0 NOT NULL,
	`completed_seats` integer DEFAULT 0 NOT NULL,
	`paid_minutes` integer DEFAULT 0 NOT NULL,
	`provider_earnings_cents` integer DEFAULT 0 NOT NULL,
	`shift_fee_cents` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `shift_summary_daily_totals` (
	`date` text NOT NULL,
	`provider_type` text NOT NULL,
	`status` text NOT NULL,
	`seats` integer DEFAULT 0 NOT NULL,
	`hour_hundredths` integer DEFAULT 0 NOT NULL,
	`provider_earnings_cents` integer DEFAULT 0 NOT NULL,
	`shift_fee_cents` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`date`, `provider_type`, `status`)
);
--> statement-breakpoint
CREATE TABLE `sign_up_daily_totals` (
	`day` text PRIMARY KEY NOT NULL,
	`organizations` integer DEFAULT 0 NOT NULL,
	`providers` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `organizations_created_idx` ON `organizations` (`created_at`);--> statement-breakpoint
CREATE INDEX `providers_created_idx` ON `providers` (`created_at`);--> statement-breakpoint
CREATE INDEX `careers_invoices_paid_period_idx` ON `careers_invoices` (`period_end`,`period_start`,`organization_id`,`type`,`amount_in_cents`) WHERE "careers_invoices"."status" = 'paid' and "careers_invoices"."period_end" is not null;--> statement-breakpoint
-- The dashboard's rollups (api/db/schema/analytics.ts) are kept by triggers, in the writer's own
-- transaction, whatever code path writes a ledger row or a seat; then filled from the history.
CREATE TRIGGER `ledger_daily_totals_insert` AFTER INSERT ON `ledger_entries` BEGIN
	INSERT INTO `ledger_daily_totals` (`day`, `kind`, `scope`, `amount_cents`, `entries`)
		VALUES (strftime('%Y-%m-%d', NEW.`occurred_at` / 1000, 'unixepoch'), NEW.`kind`, CASE WHEN NEW.`shift_id` IS NOT NULL THEN 'SHIFT' WHEN NEW.`kind` IN ('CHARGE', 'CREDIT_USE', 'PROCESSOR_FEE') AND (SELECT c.`purpose` FROM `charges` c WHERE c.`id` = NEW.`reference_id`) IN ('CAREERS_SUBSCRIPTION', 'CAREERS_JOB_POST') THEN 'CAREERS' WHEN NEW.`kind` IN ('REFUND', 'CREDIT_RETURN') AND (SELECT c.`purpose` FROM `refunds` r JOIN `charges` c ON c.`id` = r.`charge_id` WHERE r.`id` = NEW.`reference_id`) IN ('CAREERS_SUBSCRIPTION', 'CAREERS_JOB_POST') THEN 'CAREERS' ELSE 'OTHER' END, NEW.`amount_cents`, 1)
		ON CONFLICT(`day`, `kind`, `scope`) DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `entries` = `entries` + excluded.`entries`;
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_daily_totals_delete` AFTER DELETE ON `ledger_entries` BEGIN
	INSERT INTO `ledger_daily_totals` (`day`, `kind`, `scope`, `amount_cents`, `entries`)
		VALUES (strftime('%Y-%m-%d', OLD.`occurred_at` / 1000, 'unixepoch'), OLD.`kind`, CASE WHEN OLD.`shift_id` IS NOT NULL THEN 'SHIFT' WHEN OLD.`kind` IN ('CHARGE', 'CREDIT_USE', 'PROCESSOR_FEE') AND (SELECT c.`purpose` FROM `charges` c WHERE c.`id` = OLD.`reference_id`) IN ('CAREERS_SUBSCRIPTION', 'CAREERS_JOB_POST') THEN 'CAREERS' WHEN OLD.`kind` IN ('REFUND', 'CREDIT_RETURN') AND (SELECT c.`purpose` FROM `refunds` r JOIN `charges` c ON c.`id` = r.`charge_id` WHERE r.`id` = OLD.`reference_id`) IN ('CAREERS_SUBSCRIPTION', 'CAREERS_JOB_POST') THEN 'CAREERS' ELSE 'OTHER' END, -OLD.`amount_cents`, -1)
		ON CONFLICT(`day`, `kind`, `scope`) DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `entries` = `entries` + excluded.`entries`;
END;
--> statement-breakpoint
CREATE TRIGGER `ledger_daily_totals_update` AFTER UPDATE OF `kind`, `amount_cents`, `shift_id`, `occurred_at` ON `ledger_entries` BEGIN
	INSERT INTO `ledger_daily_totals` (`day`, `kind`, `scope`, `amount_cents`, `entries`)
		VALUES (strftime('%Y-%m-%d', OLD.`occurred_at` / 1000, 'unixepoch'), OLD.`kind`, CASE WHEN OLD.`shift_id` IS NOT NULL THEN 'SHIFT' WHEN OLD.`kind` IN ('CHARGE', 'CREDIT_USE', 'PROCESSOR_FEE') AND (SELECT c.`purpose` FROM `charges` c WHERE c.`id` = OLD.`reference_id`) IN ('CAREERS_SUBSCRIPTION', 'CAREERS_JOB_POST') THEN 'CAREERS' WHEN OLD.`kind` IN ('REFUND', 'CREDIT_RETURN') AND (SELECT c.`purpose` FROM `refunds` r JOIN `charges` c ON c.`id` = r.`charge_id` WHERE r.`id` = OLD.`reference_id`) IN ('CAREERS_SUBSCRIPTION', 'CAREERS_JOB_POST') THEN 'CAREERS' ELSE 'OTHER' END, -OLD.`amount_cents`, -1)
		ON CONFLICT(`day`, `kind`, `scope`) DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `entries` = `entries` + excluded.`entries`;
	INSERT INTO `ledger_daily_totals` (`day`, `kind`, `scope`, `amount_cents`, `entries`)
		VALUES (strftime('%Y-%m-%d', NEW.`occurred_at` / 1000, 'unixepoch'), NEW.`kind`, CASE WHEN NEW.`shift_id` IS NOT NULL THEN 'SHIFT' WHEN NEW.`kind` IN ('CHARGE', 'CREDIT_USE', 'PROCESSOR_FEE') AND (SELECT c.`purpose` FROM `charges` c WHERE c.`id` = NEW.`reference_id`) IN ('CAREERS_SUBSCRIPTION', 'CAREERS_JOB_POST') THEN 'CAREERS' WHEN NEW.`kind` IN ('REFUND', 'CREDIT_RETURN') AND (SELECT c.`purpose` FROM `refunds` r JOIN `charges` c ON c.`id` = r.`charge_id` WHERE r.`id` = NEW.`reference_id`) IN ('CAREERS_SUBSCRIPTION', 'CAREERS_JOB_POST') THEN 'CAREERS' ELSE 'OTHER' END, NEW.`amount_cents`, 1)
		ON CONFLICT(`day`, `kind`, `scope`) DO UPDATE SET `amount_cents` = `amount_cents` + excluded.`amount_cents`, `entries` = `entries` + excluded.`entries`;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_daily_totals_insert` AFTER INSERT ON `shifts` BEGIN
	INSERT INTO `shift_daily_totals` (`day`, `published_seats`) VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), 1)
		ON CONFLICT(`day`) DO UPDATE SET `published_seats` = `published_seats` + excluded.`published_seats`;
	INSERT INTO `shift_daily_totals` (`day`, `completed_seats`, `paid_minutes`, `provider_earnings_cents`, `shift_fee_cents`)
		SELECT strftime('%Y-%m-%d', NEW.`completed_at` / 1000, 'unixepoch'), 1, max(0, CAST(round((coalesce(NEW.`worked_ends_at`, g.`ends_at`) - coalesce(NEW.`worked_starts_at`, g.`starts_at`)) / 60000.0) AS INTEGER) - CASE WHEN g.`is_lunch_break_paid` THEN 0 WHEN coalesce(NEW.`did_provider_take_lunch_break`, g.`lunch_break_minutes` > 0) THEN g.`lunch_break_minutes` ELSE 0 END), coalesce(NEW.`provider_earnings_cents`, 0), coalesce(NEW.`shift_fee_cents`, 0)
		FROM `shift_groups` g WHERE g.`id` = NEW.`shift_group_id` AND NEW.`status` = 'COMPLETED' AND NEW.`completed_at` IS NOT NULL
		ON CONFLICT(`day`) DO UPDATE SET `completed_seats` = `completed_seats` + excluded.`completed_seats`, `paid_minutes` = `paid_minutes` + excluded.`paid_minutes`,
			`provider_earnings_cents` = `provider_earnings_cents` + excluded.`provider_earnings_cents`, `shift_fee_cents` = `shift_fee_cents` + excluded.`shift_fee_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_daily_totals_delete` AFTER DELETE ON `shifts` BEGIN
	INSERT INTO `shift_daily_totals` (`day`, `published_seats`) VALUES (strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch'), -1)
		ON CONFLICT(`day`) DO UPDATE SET `published_seats` = `published_seats` + excluded.`published_seats`;
	INSERT INTO `shift_daily_totals` (`day`, `completed_seats`, `paid_minutes`, `provider_earnings_cents`, `shift_fee_cents`)
		SELECT strftime('%Y-%m-%d', OLD.`completed_at` / 1000, 'unixepoch'), -1, -max(0, CAST(round((coalesce(OLD.`worked_ends_at`, g.`ends_at`) - coalesce(OLD.`worked_starts_at`, g.`starts_at`)) / 60000.0) AS INTEGER) - CASE WHEN g.`is_lunch_break_paid` THEN 0 WHEN coalesce(OLD.`did_provider_take_lunch_break`, g.`lunch_break_minutes` > 0) THEN g.`lunch_break_minutes` ELSE 0 END), -coalesce(OLD.`provider_earnings_cents`, 0), -coalesce(OLD.`shift_fee_cents`, 0)
		FROM `shift_groups` g WHERE g.`id` = OLD.`shift_group_id` AND OLD.`status` = 'COMPLETED' AND OLD.`completed_at` IS NOT NULL
		ON CONFLICT(`day`) DO UPDATE SET `completed_seats` = `completed_seats` + excluded.`completed_seats`, `paid_minutes` = `paid_minutes` + excluded.`paid_minutes`,
			`provider_earnings_cents` = `provider_earnings_cents` + excluded.`provider_earnings_cents`, `shift_fee_cents` = `shift_fee_cents` + excluded.`shift_fee_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_daily_totals_created` AFTER UPDATE OF `created_at` ON `shifts` WHEN OLD.`created_at` IS NOT NEW.`created_at` BEGIN
	INSERT INTO `shift_daily_totals` (`day`, `published_seats`) VALUES (strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch'), -1)
		ON CONFLICT(`day`) DO UPDATE SET `published_seats` = `published_seats` + excluded.`published_seats`;
	INSERT INTO `shift_daily_totals` (`day`, `published_seats`) VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), 1)
		ON CONFLICT(`day`) DO UPDATE SET `published_seats` = `published_seats` + excluded.`published_seats`;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_daily_totals_completed` AFTER UPDATE ON `shifts`
WHEN (OLD.`status` = 'COMPLETED' OR NEW.`status` = 'COMPLETED') AND (OLD.`status` IS NOT NEW.`status` OR OLD.`completed_at` IS NOT NEW.`completed_at` OR OLD.`worked_starts_at` IS NOT NEW.`worked_starts_at` OR OLD.`worked_ends_at` IS NOT NEW.`worked_ends_at` OR OLD.`did_provider_take_lunch_break` IS NOT NEW.`did_provider_take_lunch_break` OR OLD.`provider_earnings_cents` IS NOT NEW.`provider_earnings_cents` OR OLD.`shift_fee_cents` IS NOT NEW.`shift_fee_cents` OR OLD.`shift_group_id` IS NOT NEW.`shift_group_id`) BEGIN
	INSERT INTO `shift_daily_totals` (`day`, `completed_seats`, `paid_minutes`, `provider_earnings_cents`, `shift_fee_cents`)
		SELECT strftime('%Y-%m-%d', OLD.`completed_at` / 1000, 'unixepoch'), -1, -max(0, CAST(round((coalesce(OLD.`worked_ends_at`, g.`ends_at`) - coalesce(OLD.`worked_starts_at`, g.`starts_at`)) / 60000.0) AS INTEGER) - CASE WHEN g.`is_lunch_break_paid` THEN 0 WHEN coalesce(OLD.`did_provider_take_lunch_break`, g.`lunch_break_minutes` > 0) THEN g.`lunch_break_minutes` ELSE 0 END), -coalesce(OLD.`provider_earnings_cents`, 0), -coalesce(OLD.`shift_fee_cents`, 0)
		FROM `shift_groups` g WHERE g.`id` = OLD.`shift_group_id` AND OLD.`status` = 'COMPLETED' AND OLD.`completed_at` IS NOT NULL
		ON CONFLICT(`day`) DO UPDATE SET `completed_seats` = `completed_seats` + excluded.`completed_seats`, `paid_minutes` = `paid_minutes` + excluded.`paid_minutes`,
			`provider_earnings_cents` = `provider_earnings_cents` + excluded.`provider_earnings_cents`, `shift_fee_cents` = `shift_fee_cents` + excluded.`shift_fee_cents`;
	INSERT INTO `shift_daily_totals` (`day`, `completed_seats`, `paid_minutes`, `provider_earnings_cents`, `shift_fee_cents`)
		SELECT strftime('%Y-%m-%d', NEW.`completed_at` / 1000, 'unixepoch'), 1, max(0, CAST(round((coalesce(NEW.`worked_ends_at`, g.`ends_at`) - coalesce(NEW.`worked_starts_at`, g.`starts_at`)) / 60000.0) AS INTEGER) - CASE WHEN g.`is_lunch_break_paid` THEN 0 WHEN coalesce(NEW.`did_provider_take_lunch_break`, g.`lunch_break_minutes` > 0) THEN g.`lunch_break_minutes` ELSE 0 END), coalesce(NEW.`provider_earnings_cents`, 0), coalesce(NEW.`shift_fee_cents`, 0)
		FROM `shift_groups` g WHERE g.`id` = NEW.`shift_group_id` AND NEW.`status` = 'COMPLETED' AND NEW.`completed_at` IS NOT NULL
		ON CONFLICT(`day`) DO UPDATE SET `completed_seats` = `completed_seats` + excluded.`completed_seats`, `paid_minutes` = `paid_minutes` + excluded.`paid_minutes`,
			`provider_earnings_cents` = `provider_earnings_cents` + excluded.`provider_earnings_cents`, `shift_fee_cents` = `shift_fee_cents` + excluded.`shift_fee_cents`;
END;
--> statement-breakpoint
INSERT INTO `ledger_daily_totals` (`day`, `kind`, `scope`, `amount_cents`, `entries`)
SELECT strftime('%Y-%m-%d', `occurred_at` / 1000, 'unixepoch'), `kind`, CASE WHEN `shift_id` IS NOT NULL THEN 'SHIFT' WHEN `kind` IN ('CHARGE', 'CREDIT_USE', 'PROCESSOR_FEE') AND (SELECT c.`purpose` FROM `charges` c WHERE c.`id` = `reference_id`) IN ('CAREERS_SUBSCRIPTION', 'CAREERS_JOB_POST') THEN 'CAREERS' WHEN `kind` IN ('REFUND', 'CREDIT_RETURN') AND (SELECT c.`purpose` FROM `refunds` r JOIN `charges` c ON c.`id` = r.`charge_id` WHERE r.`id` = `reference_id`) IN ('CAREERS_SUBSCRIPTION', 'CAREERS_JOB_POST') THEN 'CAREERS' ELSE 'OTHER' END, sum(`amount_cents`), count(*) FROM `ledger_entries` WHERE true GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO `shift_daily_totals` (`day`, `published_seats`) SELECT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch'), count(*) FROM `shifts` WHERE true GROUP BY 1;
--> statement-breakpoint
INSERT INTO `shift_daily_totals` (`day`, `completed_seats`, `paid_minutes`, `provider_earnings_cents`, `shift_fee_cents`)
SELECT strftime('%Y-%m-%d', s.`completed_at` / 1000, 'unixepoch'), count(*), sum(max(0, CAST(round((coalesce(s.`worked_ends_at`, g.`ends_at`) - coalesce(s.`worked_starts_at`, g.`starts_at`)) / 60000.0) AS INTEGER) - CASE WHEN g.`is_lunch_break_paid` THEN 0 WHEN coalesce(s.`did_provider_take_lunch_break`, g.`lunch_break_minutes` > 0) THEN g.`lunch_break_minutes` ELSE 0 END)), sum(coalesce(s.`provider_earnings_cents`, 0)), sum(coalesce(s.`shift_fee_cents`, 0))
FROM `shifts` s JOIN `shift_groups` g ON g.`id` = s.`shift_group_id` WHERE s.`status` = 'COMPLETED' AND s.`completed_at` IS NOT NULL GROUP BY 1
ON CONFLICT(`day`) DO UPDATE SET `completed_seats` = excluded.`completed_seats`, `paid_minutes` = excluded.`paid_minutes`, `provider_earnings_cents` = excluded.`provider_earnings_cents`, `shift_fee_cents` = excluded.`shift_fee_cents`;
--> statement-breakpoint
CREATE TRIGGER `sign_up_daily_totals_organizations_insert` AFTER INSERT ON `organizations` BEGIN
	INSERT INTO `sign_up_daily_totals` (`day`, `organizations`) VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), 1)
		ON CONFLICT(`day`) DO UPDATE SET `organizations` = `organizations` + excluded.`organizations`;
END;
--> statement-breakpoint
CREATE TRIGGER `sign_up_daily_totals_organizations_delete` AFTER DELETE ON `organizations` BEGIN
	INSERT INTO `sign_up_daily_totals` (`day`, `organizations`) VALUES (strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch'), -1)
		ON CONFLICT(`day`) DO UPDATE SET `organizations` = `organizations` + excluded.`organizations`;
END;
--> statement-breakpoint
CREATE TRIGGER `sign_up_daily_totals_organizations_created` AFTER UPDATE OF `created_at` ON `organizations` WHEN OLD.`created_at` IS NOT NEW.`created_at` BEGIN
	INSERT INTO `sign_up_daily_totals` (`day`, `organizations`) VALUES (strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch'), -1)
		ON CONFLICT(`day`) DO UPDATE SET `organizations` = `organizations` + excluded.`organizations`;
	INSERT INTO `sign_up_daily_totals` (`day`, `organizations`) VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), 1)
		ON CONFLICT(`day`) DO UPDATE SET `organizations` = `organizations` + excluded.`organizations`;
END;
--> statement-breakpoint
INSERT INTO `sign_up_daily_totals` (`day`, `organizations`) SELECT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch'), count(*) FROM `organizations` WHERE true GROUP BY 1
	ON CONFLICT(`day`) DO UPDATE SET `organizations` = excluded.`organizations`;
--> statement-breakpoint
CREATE TRIGGER `sign_up_daily_totals_providers_insert` AFTER INSERT ON `providers` BEGIN
	INSERT INTO `sign_up_daily_totals` (`day`, `providers`) VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), 1)
		ON CONFLICT(`day`) DO UPDATE SET `providers` = `providers` + excluded.`providers`;
END;
--> statement-breakpoint
CREATE TRIGGER `sign_up_daily_totals_providers_delete` AFTER DELETE ON `providers` BEGIN
	INSERT INTO `sign_up_daily_totals` (`day`, `providers`) VALUES (strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch'), -1)
		ON CONFLICT(`day`) DO UPDATE SET `providers` = `providers` + excluded.`providers`;
END;
--> statement-breakpoint
CREATE TRIGGER `sign_up_daily_totals_providers_created` AFTER UPDATE OF `created_at` ON `providers` WHEN OLD.`created_at` IS NOT NEW.`created_at` BEGIN
	INSERT INTO `sign_up_daily_totals` (`day`, `providers`) VALUES (strftime('%Y-%m-%d', OLD.`created_at` / 1000, 'unixepoch'), -1)
		ON CONFLICT(`day`) DO UPDATE SET `providers` = `providers` + excluded.`providers`;
	INSERT INTO `sign_up_daily_totals` (`day`, `providers`) VALUES (strftime('%Y-%m-%d', NEW.`created_at` / 1000, 'unixepoch'), 1)
		ON CONFLICT(`day`) DO UPDATE SET `providers` = `providers` + excluded.`providers`;
END;
--> statement-breakpoint
INSERT INTO `sign_up_daily_totals` (`day`, `providers`) SELECT strftime('%Y-%m-%d', `created_at` / 1000, 'unixepoch'), count(*) FROM `providers` WHERE true GROUP BY 1
	ON CONFLICT(`day`) DO UPDATE SET `providers` = excluded.`providers`;
--> statement-breakpoint
CREATE TRIGGER `shift_summary_totals_insert` AFTER INSERT ON `shifts` BEGIN
	INSERT INTO `shift_summary_daily_totals` (`date`, `provider_type`, `status`, `seats`, `hour_hundredths`, `provider_earnings_cents`, `shift_fee_cents`)
		SELECT g.`date`, g.`provider_type`, NEW.`status`, 1, CAST(round(round((g.`ends_at` - g.`starts_at`) / 60000.0) * 100 / 60.0) AS INTEGER), coalesce(NEW.`provider_earnings_cents`, 0), coalesce(NEW.`shift_fee_cents`, 0)
		FROM `shift_groups` g WHERE g.`id` = NEW.`shift_group_id`
		ON CONFLICT(`date`, `provider_type`, `status`) DO UPDATE SET `seats` = `seats` + excluded.`seats`, `hour_hundredths` = `hour_hundredths` + excluded.`hour_hundredths`,
			`provider_earnings_cents` = `provider_earnings_cents` + excluded.`provider_earnings_cents`, `shift_fee_cents` = `shift_fee_cents` + excluded.`shift_fee_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_summary_totals_delete` AFTER DELETE ON `shifts` BEGIN
	INSERT INTO `shift_summary_daily_totals` (`date`, `provider_type`, `status`, `seats`, `hour_hundredths`, `provider_earnings_cents`, `shift_fee_cents`)
		SELECT g.`date`, g.`provider_type`, OLD.`status`, -1, -CAST(round(round((g.`ends_at` - g.`starts_at`) / 60000.0) * 100 / 60.0) AS INTEGER), -coalesce(OLD.`provider_earnings_cents`, 0), -coalesce(OLD.`shift_fee_cents`, 0)
		FROM `shift_groups` g WHERE g.`id` = OLD.`shift_group_id`
		ON CONFLICT(`date`, `provider_type`, `status`) DO UPDATE SET `seats` = `seats` + excluded.`seats`, `hour_hundredths` = `hour_hundredths` + excluded.`hour_hundredths`,
			`provider_earnings_cents` = `provider_earnings_cents` + excluded.`provider_earnings_cents`, `shift_fee_cents` = `shift_fee_cents` + excluded.`shift_fee_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_summary_totals_update` AFTER UPDATE ON `shifts` WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`provider_earnings_cents` IS NOT NEW.`provider_earnings_cents` OR OLD.`shift_fee_cents` IS NOT NEW.`shift_fee_cents` OR OLD.`shift_group_id` IS NOT NEW.`shift_group_id` BEGIN
	INSERT INTO `shift_summary_daily_totals` (`date`, `provider_type`, `status`, `seats`, `hour_hundredths`, `provider_earnings_cents`, `shift_fee_cents`)
		SELECT g.`date`, g.`provider_type`, OLD.`status`, -1, -CAST(round(round((g.`ends_at` - g.`starts_at`) / 60000.0) * 100 / 60.0) AS INTEGER), -coalesce(OLD.`provider_earnings_cents`, 0), -coalesce(OLD.`shift_fee_cents`, 0)
		FROM `shift_groups` g WHERE g.`id` = OLD.`shift_group_id`
		ON CONFLICT(`date`, `provider_type`, `status`) DO UPDATE SET `seats` = `seats` + excluded.`seats`, `hour_hundredths` = `hour_hundredths` + excluded.`hour_hundredths`,
			`provider_earnings_cents` = `provider_earnings_cents` + excluded.`provider_earnings_cents`, `shift_fee_cents` = `shift_fee_cents` + excluded.`shift_fee_cents`;
	INSERT INTO `shift_summary_daily_totals` (`date`, `provider_type`, `status`, `seats`, `hour_hundredths`, `provider_earnings_cents`, `shift_fee_cents`)
		SELECT g.`date`, g.`provider_type`, NEW.`status`, 1, CAST(round(round((g.`ends_at` - g.`starts_at`) / 60000.0) * 100 / 60.0) AS INTEGER), coalesce(NEW.`provider_earnings_cents`, 0), coalesce(NEW.`shift_fee_cents`, 0)
		FROM `shift_groups` g WHERE g.`id` = NEW.`shift_group_id`
		ON CONFLICT(`date`, `provider_type`, `status`) DO UPDATE SET `seats` = `seats` + excluded.`seats`, `hour_hundredths` = `hour_hundredths` + excluded.`hour_hundredths`,
			`provider_earnings_cents` = `provider_earnings_cents` + excluded.`provider_earnings_cents`, `shift_fee_cents` = `shift_fee_cents` + excluded.`shift_fee_cents`;
END;
--> statement-breakpoint
CREATE TRIGGER `shift_summary_totals_group_update` AFTER UPDATE ON `shift_groups` WHEN OLD.`date` IS NOT NEW.`date` OR OLD.`provider_type` IS NOT NEW.`provider_type` OR OLD.`starts_at` IS NOT NEW.`starts_at` OR OLD.`ends_at` IS NOT NEW.`ends_at` BEGIN
	INSERT INTO `shift_summary_daily_totals` (`date`, `provider_type`, `status`, `seats`, `hour_hundredths`, `provider_earnings_cents`, `shift_fee_cents`)
		SELECT OLD.`date`, OLD.`provider_type`, s.`status`, -count(*), -count(*) * CAST(round(round((OLD.`ends_at` - OLD.`starts_at`) / 60000.0) * 100 / 60.0) AS INTEGER), -coalesce(sum(s.`provider_earnings_cents`), 0), -coalesce(sum(s.`shift_fee_cents`), 0)
		FROM `shifts` s WHERE s.`shift_group_id` = OLD.`id` GROUP BY s.`status`
		ON CONFLICT(`date`, `provider_type`, `status`) DO UPDATE SET `seats` = `seats` + excluded.`seats`, `hour_hundredths` = `hour_hundredths` + excluded.`hour_hundredths`,
			`provider_earnings_cents` = `provider_earnings_cents` + excluded.`provider_earnings_cents`, `shift_fee_cents` = `shift_fee_cents` + excluded.`shift_fee_cents`;
	INSERT INTO `shift_summary_daily_totals` (`date`, `provider_type`, `status`, `seats`, `hour_hundredths`, `provider_earnings_cents`, `shift_fee_cents`)
		SELECT NEW.`date`, NEW.`provider_type`, s.`status`, count(*), count(*) * CAST(round(round((NEW.`ends_at` - NEW.`starts_at`) / 60000.0) * 100 / 60.0) AS INTEGER), coalesce(sum(s.`provider_earnings_cents`), 0), coalesce(sum(s.`shift_fee_cents`), 0)
		FROM `shifts` s WHERE s.`shift_group_id` = NEW.`id` GROUP BY s.`status`
		ON CONFLICT(`date`, `provider_type`, `status`) DO UPDATE SET `seats` = `seats` + excluded.`seats`, `hour_hundredths` = `hour_hundredths` + excluded.`hour_hundredths`,
			`provider_earnings_cents` = `provider_earnings_cents` + excluded.`provider_earnings_cents`, `shift_fee_cents` = `shift_fee_cents` + excluded.`shift_fee_cents`;
END;
--> statement-breakpoint
INSERT INTO `shift_summary_daily_totals` (`date`, `provider_type`, `status`, `seats`, `hour_hundredths`, `provider_earnings_cents`, `shift_fee_cents`)
SELECT g.`date`, g.`provider_type`, s.`status`, count(*), sum(CAST(round(round((g.`ends_at` - g.`starts_at`) / 60000.0) * 100 / 60.0) AS INTEGER)), coalesce(sum(s.`provider_earnings_cents`), 0), coalesce(sum(s.`shift_fee_cents`), 0)
FROM `shifts` s JOIN `shift_groups` g ON g.`id` = s.`shift_group_id` WHERE true GROUP BY 1, 2, 3;
