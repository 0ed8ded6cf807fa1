/**
 * The demo's careers plans, made through careers-billing's own verbs on a clock set back to when
 * each thing happened, so the subscriptions, invoices, charges and ledger rows are the product's:
 * - Lone Star: subscribed to STANDARD yearly four months ago, upgraded to ENTERPRISE (prorated,
 *   an UPGRADE invoice) six weeks ago — ACTIVE, featured listings left;
 * - Pacific Coast: STANDARD monthly for seven weeks (renewed once by the scheduler's sweep), a
 *   downgrade to BASIC scheduled for the end of the period — PENDING_DOWNGRADE;
 * - Empire: ESSENTIAL quarterly; its renewal two days ago was declined on the card it bills —
 *   PAST_DUE with an open RENEWAL invoice, the retry due tomorrow;
 * - Great Lakes: BASIC monthly since twelve days ago, its one posting used, more jobs paid per
 *   post (JOB_POST_ADDON invoices).
 * `startDemoSubscriptions` runs before the jobs are published (so they use the postings),
 * `settleDemoSubscriptions` after (the sweeps and the plan changes of today).
 */
import { eq } from 'drizzle-orm'
import type { SubscriptionRecurrence, SubscriptionTier } from '../../shared/enums'
import { schedulerActor } from '../callers'
import type { AppContext, FacilityCaller } from '../context'
import { careersSubscriptions, facilities, organizationMembers, organizations } from '../db/schema'
import { changeSubscriptionPaymentMethod, createSubscription, downgradePlan, renewCareersSubscriptions, upgradePlan } from '../modules/careers-billing'
import { attachPaymentMethod } from '../modules/payments'

const DAY_MS = 86_400_000

/** A context whose clock reads `at` (milliseconds). */
export function demoContextAt(ctx: AppContext, at: number): AppContext {
  return { ...ctx, clock: { now: () => new Date(at) } }
}

/** The owner of each organization, as the facility caller the verbs take, by organization name. */
export async function demoOwners(ctx: AppContext): Promise<Map<string, FacilityCaller>> {
  const rows = await ctx.db.read
    .select({ name: organizations.name, organizationId: organizations.id, userId: organizationMembers.userId, memberId: organizationMembers.id })
    .from(organizationMembers)
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(organizationMembers.role, 'OWNER'))
  return new Map(rows.map((r) => [r.name, { kind: 'facility', sessionId: 'demo', userId: r.userId, organizationId: r.organizationId, memberId: r.memberId, role: 'OWNER', facilityIds: null } satisfies FacilityCaller]))
}

/** The first of `months` months before `now`, less `days` days (whole months, as billing counts them). */
function monthsBefore(now: number, months: number, days = 0): number {
  const d = new Date(now)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.getTime() - days * DAY_MS
}

const PLAN_STARTS: { name: string; plan: SubscriptionTier; recurrence: SubscriptionRecurrence; startsAt: (now: number) => number }[] = [
  { name: 'Lone Star Community Pharmacies', plan: 'STANDARD', recurrence: 'YEARLY', startsAt: (now) => now - 120 * DAY_MS },
  { name: 'Pacific Coast Health Pharmacy', plan: 'STANDARD', recurrence: 'MONTHLY', startsAt: (now) => monthsBefore(now, 1, 20) },
  // The quarter ends two days ago: the renewal the sweep attempts today is declined.
  { name: 'Empire Apothecary Group', plan: 'ESSENTIAL', recurrence: 'QUARTERLY', startsAt: (now) => monthsBefore(now, 3, 2) },
  { name: 'Great Lakes Family Pharmacy', plan: 'BASIC', recurrence: 'MONTHLY', startsAt: (now) => now - 12 * DAY_MS },
]

/** Subscribes each organization when its story begins, and makes the changes of the past. */
export async function startDemoSubscriptions(ctx: AppContext): Promise<void> {
  const now = ctx.clock.now().getTime()
  const owners = await demoOwners(ctx)
  for (const start of PLAN_STARTS) {
    const owner = owners.get(start.name)
    if (!owner) continue
    // The organization's cards are on file (the demo shifts added them): the first period is charged at once.
    await createSubscription({ ctx: demoContextAt(ctx, start.startsAt(now)), caller: owner, input: { plan: start.plan, recurrence: start.recurrence } })
  }
  const loneStar = owners.get('Lone Star Community Pharmacies')
  if (loneStar) await upgradePlan({ ctx: demoContextAt(ctx, now - 45 * DAY_MS), caller: loneStar, input: { plan: 'ENTERPRISE', recurrence: 'YEARLY' } })
  // Pacific Coast's first month ended three weeks ago: the scheduler renewed it then.
  await renewCareersSubscriptions(demoContextAt(ctx, monthsBefore(now, 0, 20) + 3_600_000), schedulerActor('renew careers subscriptions'))
}

/** Today's billing: Empire's card declines its renewal (PAST_DUE), Pacific Coast schedules its downgrade. */
export async function settleDemoSubscriptions(ctx: AppContext): Promise<{ subscriptions: number }> {
  const owners = await demoOwners(ctx)
  const empire = owners.get('Empire Apothecary Group')
  if (empire) {
    const [facility] = await ctx.db.read.select({ id: facilities.id }).from(facilities).where(eq(facilities.organizationId, empire.organizationId)).limit(1)
    const sub = await ctx.db.read.select({ id: careersSubscriptions.id }).from(careersSubscriptions).where(eq(careersSubscriptions.organizationId, empire.organizationId)).get()
    if (facility && sub) {
      // The card the job board bills is one whose charges are declined (the sandbox's test card).
      const card = await attachPaymentMethod({ ctx, caller: empire, input: { token: 'tok_chargeCustomerFail', facilityId: facility.id }, kind: 'CARD' })
      await changeSubscriptionPaymentMethod({ ctx, caller: empire, subscriptionId: sub.id, input: { paymentMethodId: card.paymentMethodId } })
    }
  }
  await renewCareersSubscriptions(ctx, schedulerActor('renew careers subscriptions'))
  const pacific = owners.get('Pacific Coast Health Pharmacy')
  if (pacific) await downgradePlan({ ctx, caller: pacific, input: { plan: 'BASIC', recurrence: 'MONTHLY' } })
  return { subscriptions: (await ctx.db.read.select({ id: careersSubscriptions.id }).from(careersSubscriptions)).length }
}
