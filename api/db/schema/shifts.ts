/**
 * Shifts (domain "Shift groups and shifts"): a post's each (date, slot) is a shift group; a group
 * of quantity N has N shifts (seats), each filled by at most one provider.
 */
import { sql } from 'drizzle-orm'
import { index, integer, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'
import type { LocationType, ProviderType } from '../../../shared/enums'
import { createdAt, flag, id, instant, jsonList, updatedAt } from './columns'
import { users } from './identity'
import { facilities, organizations } from './organizations'
import { providers } from './providers'

export type ShiftGroupStatus = 'OPEN' | 'CLOSED' | 'CANCELED'
export type ShiftStatus = 'OPEN' | 'FILLED' | 'COMPLETED' | 'CANCELED'
export type AttendanceStatus = 'PENDING' | 'CONFIRMED' | 'ADJUSTED' | 'NO_SHOW' | 'AUTO_CONFIRMED'
export type ApplicationStatus = 'PENDING' | 'CANCELED' | 'REJECTED' | 'SAVE_FOR_LATER'
export type CanceledBy = 'PROVIDER' | 'FACILITY' | 'ADMIN'

export const shiftGroups = sqliteTable(
  'shift_groups',
  {
    id: id(),
    organizationId: text('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    facilityId: text('facility_id').notNull().references(() => facilities.id, { onDelete: 'cascade' }),
    /** Groups created by one `POST /facility/shift` share it. */
    postId: text('post_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    providerType: text('provider_type').$type<ProviderType>().notNull(),
    locationType: text('location_type').$type<LocationType>().notNull(),
    /** Provider hourly rate. */
    rateCents: integer('rate_cents').notNull(),
    /** The organization's fee when posted (domain "Money"). */
    percentageFee: integer('percentage_fee').notNull(),
    /** Calendar date and times of day in the facility's time zone. */
    date: text('date').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    lunchBreakMinutes: integer('lunch_break_minutes').notNull().default(0),
    isLunchBreakPaid: flag('is_lunch_break_paid'),
    softwares: jsonList('softwares'),
    specialties: jsonList('specialties'),
    languages: jsonList('languages'),
    skills: jsonList('skills'),
    malpracticeInsuranceRequired: flag('malpractice_insurance_required'),
    experienceInSoftwareRequired: flag('experience_in_software_required'),
    drugScreenRequired: flag('drug_screen_required'),
    providerNeedsLicenseOnTheShiftState: flag('provider_needs_license_on_the_shift_state'),
    isParkingFree: flag('is_parking_free'),
    parkingDetails: text('parking_details'),
    parkingOptions: jsonList('parking_options'),
    isAutoHireEnabled: flag('is_auto_hire_enabled'),
    paymentMethodId: text('payment_method_id'),
    dailyAverageScriptCount: integer('daily_average_script_count'),
    staffOnHandHelp: text('staff_on_hand_help'),
    quantity: integer('quantity').notNull(),
    /** Seats hired and not canceled; kept with the seats for browse without a join. */
    filledCount: integer('filled_count').notNull().default(0),
    /**
     * Seats in status OPEN, counted by triggers on `shifts` (migration 0018) whenever a seat is
     * added, removed or changes status; never written by the app. The facility's pending and
     * not-filled lists count a chain's groups with an open seat from one partial index instead
     * of reading the seats of each group. A change of this count alone is not logged for the
     * browse index (which reads `filledCount`): a hire would log its group twice.
     */
    openSeats: integer('open_seats').notNull().default(0),
    status: text('status').$type<ShiftGroupStatus>().notNull().default('OPEN'),
    closedAt: instant('closed_at'),
    canceledAt: instant('canceled_at'),
    cancellationReason: text('cancellation_reason'),
    bypassCancellationFee: flag('bypass_cancellation_fee'),
    /** The facility's place, copied so browse filters and sorts read one table. */
    state: text('state').notNull(),
    city: text('city').notNull(),
    zipCode: text('zip_code').notNull(),
    latitude: real('latitude').notNull(),
    longitude: real('longitude').notNull(),
    timeZone: text('time_zone').notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Open groups by kind and place, in start order (related shifts, reports). Browse reads its
    // in-memory index instead; these leave out the seat count, so a hire does not rewrite them.
    index('shift_groups_browse_idx').on(t.status, t.providerType, t.state, t.startsAt),
    index('shift_groups_open_starts_idx').on(t.status, t.providerType, t.startsAt),
    index('shift_groups_facility_idx').on(t.facilityId, t.startsAt),
    index('shift_groups_org_idx').on(t.organizationId, t.startsAt),
    // One facility's lists, soonest first. The lists filter by organization (every query of
    // tenant data does) and by facility: with both on one index SQLite takes it over the
    // organization's, with or without statistics (a chain's index range is thousands of groups).
    index('shift_groups_org_facility_idx').on(t.organizationId, t.facilityId, t.startsAt),
    // The groups still taking people (a seat open, not canceled or filled), in start order: the
    // pending and not-filled lists and their totals. Covering (facility, status, seat count
    // included), so a chain's total of 50,000 groups is read from the index alone in a few ms.
    // A query uses it only when its WHERE repeats this condition literally (`groupHasOpenSeat`).
    index('shift_groups_open_seat_idx')
      .on(t.organizationId, t.startsAt, t.facilityId, t.status, t.openSeats)
      .where(sql`${t.openSeats} > 0 and ${t.status} in ('OPEN', 'CLOSED')`),
  ],
)

/**
 * Every insert, update or delete of a shift group (and every shadow-ban change of its
 * organization), in commit order, written by triggers (migration 0007). Browse keeps the open
 * groups in memory and reads this log on each request to stay exact: whatever path changed a
 * group, the trigger saw it. Old entries are pruned by the scheduler; the newest always stays.
 */
export const shiftGroupChanges = sqliteTable('shift_group_changes', {
  seq: integer('seq').primaryKey({ autoIncrement: true }),
  shiftGroupId: text('shift_group_id').notNull(),
  /** Epoch milliseconds, set by the trigger. */
  changedAt: integer('changed_at').notNull(),
})

export const shifts = sqliteTable(
  'shifts',
  {
    id: id(),
    shiftGroupId: text('shift_group_id').notNull().references(() => shiftGroups.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    facilityId: text('facility_id').notNull(),
    /** 1…quantity; a repost adds a seat at quantity + 1. */
    seat: integer('seat').notNull(),
    status: text('status').$type<ShiftStatus>().notNull().default('OPEN'),
    providerId: text('provider_id').references(() => providers.id, { onDelete: 'set null' }),
    applicationId: text('application_id'),
    hiredAt: instant('hired_at'),
    hiredByUserId: text('hired_by_user_id'),
    /** The provider said they will attend (before the shift). */
    providerWillAttendShift: flag('provider_will_attend_shift'),
    providerConfirmedAt: instant('provider_confirmed_at'),
    /** The facility's word after the shift (or the automatic confirmation). */
    attendanceStatus: text('attendance_status').$type<AttendanceStatus>().notNull().default('PENDING'),
    attendanceConfirmedAt: instant('attendance_confirmed_at'),
    workedStartsAt: instant('worked_starts_at'),
    workedEndsAt: instant('worked_ends_at'),
    didProviderTakeLunchBreak: integer('did_provider_take_lunch_break', { mode: 'boolean' }),
    adjustmentReason: text('adjustment_reason'),
    completedAt: instant('completed_at'),
    canceledAt: instant('canceled_at'),
    canceledBy: text('canceled_by').$type<CanceledBy>(),
    cancellationReason: text('cancellation_reason'),
    /** The price of the hired seat, fixed at hire and re-priced by adjustments (integer cents). */
    providerEarningsCents: integer('provider_earnings_cents'),
    shiftFeeCents: integer('shift_fee_cents'),
    creditsDeductedCents: integer('credits_deducted_cents'),
    /** Set by the payments layer. */
    chargeId: text('charge_id'),
    usedFreeShift: flag('used_free_shift'),
    /**
     * When the money of a completed or canceled seat was settled (facility charged or refunded
     * to its final price, provider paid). Null while settlement is due; the scheduler retries.
     */
    moneySettledAt: instant('money_settled_at'),
    /**
     * The group's end, copied onto its seats by triggers (migration 0009) whenever a seat is
     * added or the group's times change: the attendance sweep finds the seats that are due by
     * their end without reading every hired seat still to come. Never written by the app.
     */
    groupEndsAt: instant('group_ends_at'),
    /**
     * The group's start, copied the same way (migration 0045): the admin panel's lists of every
     * seat of the marketplace, newest start first, walk the seats in that order from an index
     * and stop at the page, with or without a status. Never written by the app.
     */
    groupStartsAt: instant('group_starts_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shifts_group_seat_unique').on(t.shiftGroupId, t.seat),
    // A group's seats in a status ("has an open seat", seat counts, hire's free seat) and the
    // seats of a facility or an organization in a status (workers, ratings still due). No index
    // starts with the status: with one, SQLite without statistics read every seat in that status
    // of the whole marketplace for each group (issue 17: the pending list, 277 ms vs 1 ms).
    index('shifts_group_status_idx').on(t.shiftGroupId, t.status),
    index('shifts_facility_status_idx').on(t.facilityId, t.status),
    // With the facility last, an organization's seats are counted from the index alone, deleted
    // facilities excluded by id (the owner's list of every seat, a chain's 70,000 in ~5 ms).
    index('shifts_org_status_idx').on(t.organizationId, t.status, t.facilityId),
    index('shifts_provider_idx').on(t.providerId, t.status),
    // The scheduler's sweeps, every 30 s: only the rows they look for, however long the history.
    index('shifts_attendance_due_idx').on(t.groupEndsAt).where(sql`${t.status} = 'FILLED' and ${t.attendanceStatus} = 'PENDING' and ${t.hiredAt} is not null`),
    index('shifts_reserved_idx').on(t.updatedAt).where(sql`${t.status} = 'FILLED' and ${t.hiredAt} is null`),
    index('shifts_unsettled_idx').on(t.status).where(sql`${t.chargeId} is not null and ${t.moneySettledAt} is null`),
    // The admin panel's lists (shifts/admin/queries.ts): every seat by its group's start, and
    // the seats of one status by start. The second starts with the status, so it is partial on
    // a condition only those lists write literally (`seat > 0`, true of every seat): no other
    // query can take it for a status lookup (see above why none of theirs starts with one).
    index('shifts_starts_idx').on(t.groupStartsAt, t.shiftGroupId),
    index('shifts_status_starts_idx').on(t.status, t.groupStartsAt, t.shiftGroupId).where(sql`${t.seat} > 0`),
  ],
)

export const applications = sqliteTable(
  'applications',
  {
    id: id(),
    shiftGroupId: text('shift_group_id').notNull().references(() => shiftGroups.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    status: text('status').$type<ApplicationStatus>().notNull().default('PENDING'),
    isHired: flag('is_hired'),
    message: text('message'),
    /** Null: the application does not expire. */
    expiresAt: instant('expires_at'),
    canceledAt: instant('canceled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // One application per provider and group: a second apply is a 409 (or revives a canceled one).
  (t) => [uniqueIndex('applications_group_provider_unique').on(t.shiftGroupId, t.providerId), index('applications_provider_idx').on(t.providerId, t.status)],
)

/** Facilities' preferred providers: listed first among applicants. */
export const preferredProviders = sqliteTable(
  'preferred_providers',
  {
    facilityId: text('facility_id').notNull().references(() => facilities.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('preferred_providers_unique').on(t.facilityId, t.providerId)],
)

/** BAN ties a provider to one facility; HARD_BAN covers the whole organization (`facilityId` null). */
export const bans = sqliteTable(
  'bans',
  {
    id: id(),
    organizationId: text('organization_id').notNull().references(() => organizations.id, { onDelete: 'cascade' }),
    facilityId: text('facility_id').references(() => facilities.id, { onDelete: 'cascade' }),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'BAN' | 'HARD_BAN'>().notNull(),
    reason: text('reason'),
    createdByUserId: text('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('bans_provider_idx').on(t.providerId), index('bans_org_idx').on(t.organizationId, t.facilityId)],
)

/** One rating of the other side per shift: a set of category scores and an optional comment. */
export const ratings = sqliteTable(
  'ratings',
  {
    id: id(),
    shiftId: text('shift_id').notNull().references(() => shifts.id, { onDelete: 'cascade' }),
    /** Who rated: the facility rates the provider, the provider rates the facility. */
    raterKind: text('rater_kind').$type<'FACILITY' | 'PROVIDER'>().notNull(),
    providerId: text('provider_id').notNull(),
    facilityId: text('facility_id').notNull(),
    scores: text('scores', { mode: 'json' }).$type<{ category: string; score: number }[]>().notNull(),
    /** Mean of the scores, for reputation and summaries. */
    averageScore: real('average_score').notNull(),
    comment: text('comment'),
    createdByUserId: text('created_by_user_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('ratings_shift_rater_unique').on(t.shiftId, t.raterKind), index('ratings_provider_idx').on(t.providerId, t.raterKind), index('ratings_facility_idx').on(t.facilityId, t.raterKind)],
)

/** Every change of a provider's reputation points, with why (domain "Ratings and reputation"). */
export const reputationEvents = sqliteTable(
  'reputation_events',
  {
    id: id(),
    providerId: text('provider_id').notNull().references(() => providers.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    reason: text('reason').notNull(),
    shiftId: text('shift_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('reputation_events_provider_idx').on(t.providerId, t.createdAt)],
)
