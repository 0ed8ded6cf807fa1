import { Elysia } from 'elysia'
import { ErrorResponse } from '../../../shared/contracts/auth'
import { CountFigure, HoursFigure, LastUsersSignedUp, MoneyFigure, MonthlyRevenueFigure, ShiftsPublishedFigure, ShiftsSummary, ShiftsSummaryQuery, TimeframeQuery } from '../../../shared/contracts/analytics'
import type { AppContext } from '../../context'
import { authPlugin } from '../../plugins/auth'
import { getShiftAverageAmountPerHour } from './get-shift-average-amount-per-hour'
import { getShiftAverageHours } from './get-shift-average-hours'
import { getGrossVolumeShifts } from './get-gross-volume-shifts'
import { getBackgroundChecks } from './get-background-checks'
import { getBackgroundChecksRevenue } from './get-background-checks-revenue'
import { getProviderPayouts } from './get-provider-payouts'
import { getShiftEarnings } from './get-shift-earnings'
import { getShiftHours } from './get-shift-hours'
import { getShiftTransactionFees } from './get-shift-transaction-fees'
import { getShiftsPublished } from './get-shifts-published'
import { getMonthlyRevenue } from './get-monthly-revenue'
import { getActiveSubscriptionsCount } from './get-active-subscriptions-count'
import { getAmortizedJobBoardIncome } from './get-amortized-job-board-income'
import { getLastUsersSignedUp } from './get-last-users-signed-up'
import { getShiftsSummary } from './get-shifts-summary'

const WINDOWS =
  'ADMIN or OPERATIONS (SUPPORT: 403). `timeframe` 1d, 7d (default), 1m, 3m, 6m or 1y: that many UTC calendar days ending today (1m = 30, 3m = 90, 6m = 180, 1y = 365); `previousTimeFrame` is the same figure over the days just before. Money in dollars (`value`) and integer cents (`valueInCents`). Definitions: docs/decisions.md "Analytics dashboard".'

/** The admin panel's analytics (spec 000 §7 "Analytics"): every figure from the ledger and the seats. */
export const analyticsRoutes = (ctx: AppContext) =>
  new Elysia({ detail: { tags: ['Analytics', 'Admin panel'] } })
    .use(authPlugin(ctx))
    .get('/admin-panel/analytics/dashboard/shift-average-amount-per-hour', ({ caller, query }) => getShiftAverageAmountPerHour({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: MoneyFigure, 400: ErrorResponse },
      detail: { summary: 'Average provider earnings per paid hour', description: `Provider earnings of the seats completed in the window ÷ their paid hours (dollars per hour). ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/shift-average-hours', ({ caller, query }) => getShiftAverageHours({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: HoursFigure, 400: ErrorResponse },
      detail: { summary: 'Average paid hours per completed shift', description: `Paid hours of the seats completed in the window ÷ their number. ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/gross-volume-shifts', ({ caller, query }) => getGrossVolumeShifts({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: MoneyFigure, 400: ErrorResponse },
      detail: { summary: 'Gross volume of shifts', description: `What facilities paid for shifts in the window (card, bank and credits), less refunds and credits returned in it. ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/background-checks', ({ caller, query }) => getBackgroundChecks({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: CountFigure, 400: ErrorResponse },
      detail: { summary: 'Background checks paid for', description: `Background-check fees recorded in the window. ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/background-checks-revenue', ({ caller, query }) => getBackgroundChecksRevenue({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: MoneyFigure, 400: ErrorResponse },
      detail: { summary: 'Background-check revenue', description: `Background-check fees less their refunds, in the window. ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/provider-payouts', ({ caller, query }) => getProviderPayouts({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: MoneyFigure, 400: ErrorResponse },
      detail: { summary: 'Provider payouts', description: `Money sent to providers in the window: shift earnings, bonuses, cancellation fees. ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/shift-earnings', ({ caller, query }) => getShiftEarnings({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: MoneyFigure, 400: ErrorResponse },
      detail: { summary: "The platform's earnings from shifts", description: `The platform's net cut of the shifts settled in the window (platformCut: fees less credits and processor fees the platform bore). ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/shift-hours', ({ caller, query }) => getShiftHours({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: HoursFigure, 400: ErrorResponse },
      detail: { summary: 'Hours worked', description: `Paid hours of the seats completed in the window. ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/shift-transaction-fees', ({ caller, query }) => getShiftTransactionFees({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: MoneyFigure, 400: ErrorResponse },
      detail: { summary: 'Processor fees on shifts', description: `The payment processor's fees on shift charges made in the window. ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/shifts-published', ({ caller, query }) => getShiftsPublished({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: ShiftsPublishedFigure, 400: ErrorResponse },
      detail: { summary: 'Shifts published', description: `Seats posted in the window, and per day (days: every day of the window). ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/monthly-revenue', ({ caller, query }) => getMonthlyRevenue({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: MonthlyRevenueFigure, 400: ErrorResponse },
      detail: { summary: 'Revenue by line of business', description: `Job board, background checks and shifts (the platform's cut), for the window and month by month. ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/active-subscriptions-count', ({ caller, query }) => getActiveSubscriptionsCount({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: CountFigure, 400: ErrorResponse },
      detail: { summary: 'Active job-board subscriptions', description: `Organizations with a paid (not fully refunded) careers subscription period reaching into the window. ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/amortized-job-board-income', ({ caller, query }) => getAmortizedJobBoardIncome({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: MoneyFigure, 400: ErrorResponse },
      detail: { summary: 'Amortized job-board income', description: `Careers payments spread evenly over the periods they pay for: the part earned in the window (up to now), refunds likewise subtracted. ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/dashboard/last-users-signed-up', ({ caller, query }) => getLastUsersSignedUp({ ctx, caller, query }), {
      asTeam: true,
      query: TimeframeQuery,
      response: { 200: LastUsersSignedUp, 400: ErrorResponse },
      detail: { summary: 'Latest sign-ups', description: `Pharmacies (organizations) and providers who signed up in the window: counts and the newest 10 of each. ${WINDOWS}` },
    })
    .get('/admin-panel/analytics/shifts/summary', ({ caller, query }) => getShiftsSummary({ ctx, caller, query }), {
      asTeam: true,
      query: ShiftsSummaryQuery,
      response: { 200: ShiftsSummary, 400: ErrorResponse },
      detail: {
        summary: 'Shifts summary',
        description:
          "ADMIN or OPERATIONS (SUPPORT: 403). The seats whose shift date (the facility's own) is from `fromDate` to `toDate` (default: the last 30 days up to today, UTC; at most 366 days), of `providerType` and `status` (each several joined by |): counts by status and provider type, scheduled hours, and the price of the hired and completed seats.",
      },
    })
