-- Written by hand (drizzle cannot express triggers). Three rollup triggers of migration 0040 fire
-- only when an UPDATE sets a column their WHEN clause reads (`UPDATE OF`), instead of for every
-- update of the row: the same rows change in the rollups, but an update that cannot change them
-- (a hire's confirmation of its seat: hired_at, charge_id, credits; every update of a group's
-- counts and updated_at) no longer runs the trigger program to find that out. Their bodies and
-- WHEN clauses are unchanged (docs/decisions.md "A hire's cost against 32394a8").
DROP TRIGGER `shift_summary_totals_update`;
--> statement-breakpoint
CREATE TRIGGER `shift_summary_totals_update` AFTER UPDATE OF `status`, `provider_earnings_cents`, `shift_fee_cents`, `shift_group_id` ON `shifts` WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`provider_earnings_cents` IS NOT NEW.`provider_earnings_cents` OR OLD.`shift_fee_cents` IS NOT NEW.`shift_fee_cents` OR OLD.`shift_group_id` IS NOT NEW.`shift_group_id` BEGIN
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
DROP TRIGGER `shift_daily_totals_completed`;
--> statement-breakpoint
CREATE TRIGGER `shift_daily_totals_completed` AFTER UPDATE OF `status`, `completed_at`, `worked_starts_at`, `worked_ends_at`, `did_provider_take_lunch_break`, `provider_earnings_cents`, `shift_fee_cents`, `shift_group_id` ON `shifts`
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
DROP TRIGGER `shift_summary_totals_group_update`;
--> statement-breakpoint
CREATE TRIGGER `shift_summary_totals_group_update` AFTER UPDATE OF `date`, `provider_type`, `starts_at`, `ends_at` ON `shift_groups` WHEN OLD.`date` IS NOT NEW.`date` OR OLD.`provider_type` IS NOT NEW.`provider_type` OR OLD.`starts_at` IS NOT NEW.`starts_at` OR OLD.`ends_at` IS NOT NEW.`ends_at` BEGIN
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
