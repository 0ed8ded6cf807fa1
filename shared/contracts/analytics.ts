/**
 * The admin panel's analytics (spec 000 §7 "Analytics", §2 and §9 timeframes). Units
 * (api-contract "Values"): a money field ending in `InCents` is integer cents; the same figure
 * without the suffix (`value`, `previousTimeFrame`, `jobBoard`, …) is dollars with at most two
 * decimals. Hours are hours with at most two decimals. Each figure is defined in
 * docs/decisions.md "Analytics dashboard".
 */
import { Type, type Static, type TProperties, type TSchema } from '@sinclair/typebox'
import { OWNER_SHIFT_STATUSES, PROVIDER_TYPES } from '../enums'
import '../validation/formats'
import { literalUnion } from './literal-union'

/** Spec 000 §9: 1d, 7d, 1m, 3m, 6m, 1y; default 7d. */
export const TIMEFRAMES = ['1d', '7d', '1m', '3m', '6m', '1y'] as const
export type Timeframe = (typeof TIMEFRAMES)[number]
export const DEFAULT_TIMEFRAME: Timeframe = '7d'
export const TIMEFRAME_MESSAGE = 'Timeframe must be one of 1d, 7d, 1m, 3m, 6m, 1y'

export const TimeframeQuery = Type.Object({
  timeframe: Type.Optional(
    literalUnion(TIMEFRAMES, {
      default: DEFAULT_TIMEFRAME,
      description: 'The window: the last 1, 7, 30, 90, 180 or 365 UTC calendar days, today included (default 7d)',
      messages: { default: TIMEFRAME_MESSAGE },
    }),
  ),
})
export type TimeframeQuery = Static<typeof TimeframeQuery>

const calendarDate = (description: string) => Type.String({ format: 'calendar-date', description })
const instant = (description: string) => Type.String({ format: 'date-time', description })
const dollars = (description: string) => Type.Number({ description })
const cents = (description: string) => Type.Integer({ description })

/** The window a figure covers and the one just before it, as UTC calendar days (both ends included). */
export const Period = Type.Object({ from: calendarDate('First day, UTC'), to: calendarDate('Last day, UTC (today for the current window)') })
export type Period = Static<typeof Period>

const windowFields = {
  timeframe: literalUnion(TIMEFRAMES),
  period: Period,
  previousPeriod: Period,
}

const figure = <V extends TSchema, E extends TProperties = {}>(value: V, previous: V, extra?: E) => Type.Object({ ...windowFields, value, previousTimeFrame: previous, ...(extra as E) })

/** A money figure: dollars in `value` and `previousTimeFrame`, the same in integer cents beside them. */
export const MoneyFigure = figure(dollars('This window, dollars'), dollars('The window just before, dollars'), {
  valueInCents: cents('This window, cents'),
  previousTimeFrameInCents: cents('The window just before, cents'),
})
export type MoneyFigure = Static<typeof MoneyFigure>

export const CountFigure = figure(Type.Integer({ description: 'This window' }), Type.Integer({ description: 'The window just before' }))
export type CountFigure = Static<typeof CountFigure>

export const HoursFigure = figure(Type.Number({ description: 'This window, hours (two decimals)' }), Type.Number({ description: 'The window just before, hours (two decimals)' }))
export type HoursFigure = Static<typeof HoursFigure>

/** `shifts-published`: seats posted per day of the window (every day listed, zero included). */
export const ShiftsPublishedFigure = figure(Type.Integer({ description: 'Seats posted in this window' }), Type.Integer({ description: 'Seats posted in the window just before' }), {
  days: Type.Array(Type.Object({ date: calendarDate('UTC day'), amount: Type.Integer({ description: 'Seats posted that day' }) })),
})
export type ShiftsPublishedFigure = Static<typeof ShiftsPublishedFigure>

export const RevenueBreakdown = Type.Object({
  jobBoard: dollars('Careers job board, dollars'),
  backgroundChecks: dollars('Background checks, dollars'),
  shifts: dollars("The platform's net cut of shifts, dollars"),
  total: dollars('The three together, dollars'),
  jobBoardInCents: cents('Careers job board, cents'),
  backgroundChecksInCents: cents('Background checks, cents'),
  shiftsInCents: cents("The platform's net cut of shifts, cents"),
  totalInCents: cents('The three together, cents'),
})
export type RevenueBreakdown = Static<typeof RevenueBreakdown>

/** `monthly-revenue`: the window's revenue by line of business, and month by month (UTC months the window touches). */
export const MonthlyRevenueFigure = figure(dollars('Revenue in this window, dollars'), dollars('Revenue in the window just before, dollars'), {
  valueInCents: cents('This window, cents'),
  previousTimeFrameInCents: cents('The window just before, cents'),
  breakdown: RevenueBreakdown,
  previousBreakdown: RevenueBreakdown,
  months: Type.Array(Type.Object({ month: Type.String({ description: 'YYYY-MM (UTC); only the days inside the window count' }), ...RevenueBreakdown.properties })),
})
export type MonthlyRevenueFigure = Static<typeof MonthlyRevenueFigure>

export const SignedUpFacility = Type.Object({
  organizationId: Type.String(),
  name: Type.String({ description: "The organization's name" }),
  facilityName: Type.Union([Type.String(), Type.Null()], { description: 'Its first facility' }),
  ownerName: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()], { description: "The owner's e-mail" }),
  createdAt: instant('When it signed up'),
})
export const SignedUpProvider = Type.Object({
  providerId: Type.String(),
  name: Type.String(),
  email: Type.String(),
  providerType: literalUnion(PROVIDER_TYPES),
  createdAt: instant('When they signed up'),
})

/** `last-users-signed-up`: sign-ups (pharmacies and providers) in the window, and the newest of each. */
export const LastUsersSignedUp = figure(Type.Integer({ description: 'Pharmacies and providers who signed up in this window' }), Type.Integer({ description: 'The same in the window just before' }), {
  facilitiesCount: Type.Integer({ description: 'Pharmacies (organizations) that signed up in this window' }),
  providersCount: Type.Integer({ description: 'Providers who signed up in this window' }),
  facilities: Type.Array(SignedUpFacility, { description: 'The newest 10 of this window, newest first' }),
  providers: Type.Array(SignedUpProvider, { description: 'The newest 10 of this window, newest first' }),
})
export type LastUsersSignedUp = Static<typeof LastUsersSignedUp>

/* ───────────────────────────── Shifts summary ───────────────────────────── */

const pipeList = (values: readonly string[]) => `^(${values.join('|')})(\\|(${values.join('|')}))*$`
const dateParam = (label: string) =>
  Type.String({ format: 'calendar-date', messages: { format: `${label} must be a valid date (YYYY-MM-DD)`, default: `${label} must be a valid date (YYYY-MM-DD)` } })

export const SUMMARY_MAX_DAYS = 366

export const ShiftsSummaryQuery = Type.Object({
  fromDate: Type.Optional(dateParam('fromDate')),
  toDate: Type.Optional(dateParam('toDate')),
  providerType: Type.Optional(
    Type.String({
      pattern: pipeList(PROVIDER_TYPES),
      description: 'PHARMACIST, TECHNICIAN or INTERN; several joined by |',
      messages: { pattern: 'Provider type must be a valid Provider Type', default: 'Provider type must be a valid Provider Type' },
    }),
  ),
  status: Type.Optional(
    Type.String({
      pattern: pipeList(OWNER_SHIFT_STATUSES),
      description: 'Open, Filled, Completed or Canceled; several joined by |',
      messages: { pattern: 'Status must be Open, Filled, Completed or Canceled (several joined by |)', default: 'Status must be Open, Filled, Completed or Canceled (several joined by |)' },
    }),
  ),
})
export type ShiftsSummaryQuery = Static<typeof ShiftsSummaryQuery>

export const ShiftsSummary = Type.Object({
  fromDate: calendarDate("First shift date (the facility's own)"),
  toDate: calendarDate("Last shift date (the facility's own)"),
  totalShifts: Type.Integer({ description: 'Seats whose shift date is in the range, with the filters' }),
  byStatus: Type.Object({ Open: Type.Integer(), Filled: Type.Integer(), Completed: Type.Integer(), Canceled: Type.Integer() }),
  byProviderType: Type.Object({ PHARMACIST: Type.Integer(), TECHNICIAN: Type.Integer(), INTERN: Type.Integer() }),
  scheduledHours: Type.Number({ description: 'quantityOfHours (end − start) summed over the seats' }),
  providerEarnings: dollars('Seats hired, worked or completed: provider earnings at their current price, dollars'),
  shiftFees: dollars('The same seats: the fee on them, dollars'),
  totalPayment: dollars('Earnings + fees, dollars'),
  providerEarningsInCents: cents('Provider earnings, cents'),
  shiftFeesInCents: cents('Fees, cents'),
  totalPaymentInCents: cents('Earnings + fees, cents'),
})
export type ShiftsSummary = Static<typeof ShiftsSummary>
