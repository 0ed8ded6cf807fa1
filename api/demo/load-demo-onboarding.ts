/**
 * The demo's onboarding, background checks and referrals (issue 13 §10), through the product's
 * own verbs, each run with a clock set to when it happened:
 *
 * - background checks in every state a provider meets: cleared (bought days ago, the sandbox
 *   vendor's timeline delivered), in progress (invitation sent, not filled in yet), needing
 *   staff's review (pre-adverse action), not cleared (adverse action, then staff's decision),
 *   blocked (the invitation expired), and not started;
 * - complete profiles: five providers pass their compliance training, so every checklist item is
 *   done and "onboarding completed" is recorded once; one has half of it; the two providers still
 *   filling in their history (load-demo-profiles.ts) have neither;
 * - the pharmacist's referrals at each step of the funnel: two colleagues invited by e-mail, one
 *   signed up with the code (onboarded), one signed up whose license staff verified (verified),
 *   two demo providers who have worked shifts (worked) and one who signed up with the code and
 *   worked her first shift this week, paid the sign-up bonus (paid, with the flag on).
 *
 * The vendor's messages for the states the sandbox's timeline does not reach (it clears everyone
 * whose e-mail has no `+adverse` / `+expire`) are played through the webhook's verb, signed with
 * the sandbox's secret, as the vendor would send them; that case's own timeline is then marked
 * delivered so it does not overwrite them.
 */
import { and, asc, eq, isNotNull, min } from 'drizzle-orm'
import { schedulerActor } from '../callers'
import type { AppContext, FacilityCaller, ProviderCaller, TeamCaller } from '../context'
import { addDays, todayIn } from '../../shared/domain/zoned-time'
import { facilities, featureFlags, licenses, organizationMembers, paymentMethodFacilities, providers, shifts, teamMembers, users } from '../db/schema'
import { signVendorPayload, type VendorEvent } from '../integrations/background-checks'
import { deliverSandboxBackgroundCheckEvents, handleBackgroundCheckWebhook, rejectBackgroundCheck, sandboxVendorOf, startBackgroundCheck } from '../modules/background-checks'
import { inviteReferral, payReferralBonuses, recordOnboardingIfComplete, REQUIRED_MODULE_KEYS, startTrainingModule, submitTrainingAnswers, trainingModule } from '../modules/compliance'
import { signUpProvider } from '../modules/identity'
import { verifyLicense } from '../modules/licenses'
import { setUpPayoutAccountForTesting } from '../modules/payments'
import { applyToShift, confirmAttendance, createShift, hireApplicant } from '../modules/shifts'
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD } from './demo-people'
import { moveIntoPast, postingOf, TEMPLATES, titleFor } from './load-demo-shifts'

const DAY_MS = 86_400_000
const MINUTE_MS = 60_000

export type DemoCheckState = 'cleared' | 'in-progress' | 'needs-review' | 'not-cleared' | 'expired'

/** Each provider's background check by e-mail; the others have not started one. */
export const DEMO_BACKGROUND_CHECKS: Record<string, DemoCheckState> = {
  'pharmacist@provider.demo': 'cleared',
  'emily.chen@provider.demo': 'cleared',
  'robert.williams@provider.demo': 'cleared',
  'sarah.nakamura@provider.demo': 'cleared',
  'carlos.mendez@provider.demo': 'cleared',
  'technician@provider.demo': 'cleared',
  'hannah.kim@provider.demo': 'cleared',
  'grace.okafor@provider.demo': 'in-progress',
  'intern@provider.demo': 'in-progress',
  'aaron.begay@provider.demo': 'needs-review',
  'andre.thompson@provider.demo': 'not-cleared',
  'olivia.brooks@provider.demo': 'expired',
}

/** Providers who finish their compliance training: with a cleared check, every checklist item is done. */
export const DEMO_FULLY_ONBOARDED = ['pharmacist@provider.demo', 'emily.chen@provider.demo', 'robert.williams@provider.demo', 'sarah.nakamura@provider.demo', 'technician@provider.demo']
/** Started their training, one module done. */
const PARTLY_TRAINED = ['hannah.kim@provider.demo', 'intern@provider.demo']

/** The referrer whose funnel the demo fills, and the colleagues at its first steps. */
export const DEMO_REFERRER = 'pharmacist@provider.demo'
export const DEMO_INVITED = ['taylor.reed@example.com', 'jordan.lee@example.com']
export const DEMO_REFERRED_SIGN_UPS: { email: string; firstName: string; lastName: string; verified: boolean; worksFirstShift?: boolean }[] = [
  { email: 'ava.nguyen@provider.demo', firstName: 'Ava', lastName: 'Nguyen', verified: false },
  { email: 'ben.foster@provider.demo', firstName: 'Ben', lastName: 'Foster', verified: true },
  { email: 'chloe.diaz@provider.demo', firstName: 'Chloe', lastName: 'Diaz', verified: true, worksFirstShift: true },
]

const at = (ctx: AppContext, instant: number): AppContext => ({ ...ctx, clock: { now: () => new Date(instant) } })
const META = { ipAddress: '127.0.0.1', userAgent: 'demo data' }

export interface DemoOnboarding {
  checks: Record<DemoCheckState, number>
  onboarded: number
  referrals: number
}

export async function loadDemoOnboarding(ctx: AppContext): Promise<DemoOnboarding> {
  const now = ctx.clock.now().getTime()
  const rows = await ctx.db.read.select({ providerId: providers.id, userId: users.id, email: users.email, code: providers.ownReferralCode }).from(providers).innerJoin(users, eq(users.id, providers.userId))
  const byEmail = new Map(rows.map((r) => [r.email, r]))
  const callerOf = (email: string): ProviderCaller | null => {
    const row = byEmail.get(email)
    return row ? { kind: 'provider', sessionId: 'demo', userId: row.userId, providerId: row.providerId } : null
  }
  const admin = await ctx.db.read.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.role, 'ADMIN')).orderBy(asc(teamMembers.email)).get()
  const adminCaller: TeamCaller | null = admin ? { kind: 'team', sessionId: 'demo', teamMemberId: admin.id, role: 'ADMIN' } : null

  // ─── Background checks ───
  const checks: Record<DemoCheckState, number> = { cleared: 0, 'in-progress': 0, 'needs-review': 0, 'not-cleared': 0, expired: 0 }
  const sandbox = sandboxVendorOf(ctx)
  let message = 0
  /** The vendor reports on a case: a signed message to our webhook, at `instant`. */
  const vendorSays = async (caseId: string, instant: number, type: VendorEvent['type'], object: Omit<VendorEvent['object'], 'id'>) => {
    message += 1
    const event: VendorEvent = { messageId: `msg_demo_${caseId}_${message}`, type, object: { id: caseId, ...object }, trackingId: `trk_demo_${caseId}`, createdAt: new Date(instant).toISOString() }
    const rawBody = JSON.stringify(event)
    await handleBackgroundCheckWebhook({ ctx: at(ctx, instant), rawBody, signature: signVendorPayload(rawBody, sandbox.webhookSecret) })
  }
  for (const [index, [email, state]] of Object.entries(DEMO_BACKGROUND_CHECKS).entries()) {
    const caller = callerOf(email)
    if (!caller) continue
    const boughtAt = now - (state === 'in-progress' ? 1 + index : 6 + index) * DAY_MS
    const started = await startBackgroundCheck({ ctx: at(ctx, boughtAt), caller, input: { source: index % 2 ? 'mobile' : 'web', redirectUrl: `${ctx.config.publicUrl}/provider/profile/background-check` } })
    checks[state] += 1
    if (state === 'cleared') continue
    const caseId = `case_sbx_${started.backgroundCheckId.replace(/[^a-zA-Z0-9]/g, '')}`
    // The vendor's own timeline would clear this one: it is finished here, the messages below are what it said instead.
    await sandbox.markDelivered(caseId, 1)
    await sandbox.markDelivered(caseId, 2)
    const invited = boughtAt + MINUTE_MS
    await vendorSays(caseId, invited, 'case.statuschange', { status: 'Pending', result: 'Open', secondaryStatus: 'invitation pending', invitation: { status: 'pending' } })
    if (state === 'in-progress') continue
    if (state === 'expired') {
      await vendorSays(caseId, invited + 3 * DAY_MS, 'case.statuschange', { status: 'Blocked', result: 'Open', secondaryStatus: 'expired', invitation: { status: 'expired' } })
      continue
    }
    await vendorSays(caseId, invited + 2 * DAY_MS, 'casedata.statuschange', {
      status: 'Complete',
      result: 'Pre-Adverse Action',
      secondaryStatus: 'consider',
      invitation: { status: 'completed' },
      adverseAction: { step: 'Pre-Adverse Action' },
    })
    if (state === 'needs-review') continue
    await vendorSays(caseId, invited + 4 * DAY_MS, 'case.statuschange', { status: 'Adjudicated', result: 'Adverse Action', secondaryStatus: 'consider', invitation: { status: 'completed' }, adverseAction: { step: 'Adverse Action' } })
    if (adminCaller) {
      await rejectBackgroundCheck({
        ctx: at(ctx, invited + 4 * DAY_MS + 3 * 60 * MINUTE_MS),
        caller: adminCaller,
        backgroundCheckId: started.backgroundCheckId,
        input: { reason: 'The report shows a disqualifying finding for pharmacy work; the provider was told and did not dispute it.' },
      })
    }
  }
  // The cleared ones: the sandbox's timeline (invitation, then Complete / Placed) has run its course.
  await deliverSandboxBackgroundCheckEvents(ctx)

  // ─── Compliance training and the completed checklists ───
  let onboarded = 0
  const train = async (email: string, keys: readonly string[], day: number) => {
    const caller = callerOf(email)
    if (!caller) return null
    for (const [i, key] of keys.entries()) {
      const when = at(ctx, now - (day - i) * DAY_MS)
      await startTrainingModule({ ctx: when, caller, moduleKey: key })
      const questions = trainingModule(key)!.questions
      await submitTrainingAnswers({ ctx: when, caller, moduleKey: key, input: { answers: questions.map((q) => ({ questionId: q.questionId, optionIndex: q.answer })) } })
    }
    return caller
  }
  for (const email of DEMO_FULLY_ONBOARDED) {
    const caller = await train(email, REQUIRED_MODULE_KEYS, 5)
    if (caller && (await recordOnboardingIfComplete(at(ctx, now - 2 * DAY_MS), caller.providerId)).completed) onboarded += 1
  }
  for (const email of PARTLY_TRAINED) await train(email, REQUIRED_MODULE_KEYS.slice(0, 1), 3)

  // ─── Referrals: the pharmacist's funnel ───
  let referrals = 0
  const referrer = callerOf(DEMO_REFERRER)
  const code = byEmail.get(DEMO_REFERRER)?.code
  if (referrer && code) {
    for (const [i, email] of DEMO_INVITED.entries()) {
      await inviteReferral({ ctx: at(ctx, now - (10 - i) * DAY_MS), caller: referrer, input: { email }, meta: META })
      referrals += 1
    }
    for (const [i, person] of DEMO_REFERRED_SIGN_UPS.entries()) {
      const signedUpAt = now - (12 - i * 3) * DAY_MS
      const signed = await signUpProvider({
        ctx: at(ctx, signedUpAt),
        input: {
          email: person.email,
          password: DEMO_PASSWORD,
          personalInformation: { firstName: person.firstName, lastName: person.lastName, streetAddress: '500 E 7th St', city: 'Austin', state: 'TX', zipCode: '78701', referralCode: code },
          professionalInformation: {
            providerTitle: 'TECHNICIAN',
            licenseNumber: `TX-TE${String(61_200 + i * 37).padStart(6, '0')}`,
            licenseExpiration: new Date(now + 400 * DAY_MS).toISOString().slice(0, 10),
            stateLicense: 'TX',
            phoneNumber: `(512) 555-01${60 + i}`,
            smsOptIn: false,
            howDidYouHearAboutUs: 'FRIEND_OR_COLLEAGUE',
          },
        },
        meta: META,
      })
      referrals += 1
      if (person.verified && adminCaller) {
        const license = await ctx.db.read.select({ id: licenses.id }).from(licenses).where(eq(licenses.providerId, signed.providerId)).get()
        if (license) await verifyLicense({ ctx: at(ctx, signedUpAt + DAY_MS), caller: adminCaller, licenseId: license.id, input: null })
      }
    }
    // Two demo providers who have worked shifts signed up with the pharmacist's code (the demo's
    // providers are inserted as sign-up would leave them; the code is one of sign-up's fields).
    const workers = await ctx.db.read
      .select({ providerId: shifts.providerId, first: min(shifts.completedAt) })
      .from(shifts)
      .where(and(eq(shifts.status, 'COMPLETED'), isNotNull(shifts.completedAt), isNotNull(shifts.providerId)))
      .groupBy(shifts.providerId)
    const others = workers.filter((w) => w.providerId && w.providerId !== referrer.providerId).slice(0, 2)
    await ctx.db.write(async (tx) => {
      for (const w of others) await tx.update(providers).set({ appliedReferralCode: code }).where(eq(providers.id, w.providerId!))
    })
    referrals += others.length
    // Chloe, verified, works her first shift this week, and with the flag on the sign-up bonus is
    // paid to her and to the pharmacist (the funnel's last step).
    const first = DEMO_REFERRED_SIGN_UPS.find((p) => p.worksFirstShift)
    const firstCaller = first ? await callerByEmail(ctx, first.email) : null
    if (firstCaller && (await workFirstShift(ctx, firstCaller))) {
      await ctx.db.write((tx) =>
        tx.insert(featureFlags).values({ key: 'bonusesOnProviderSignUp', enabled: true, updatedAt: new Date(now) }).onConflictDoUpdate({ target: featureFlags.key, set: { enabled: true, updatedAt: new Date(now) } }),
      )
      await payReferralBonuses(ctx, schedulerActor('demo referral bonuses'))
    }
  }
  return { checks, onboarded, referrals }
}

async function callerByEmail(ctx: AppContext, email: string): Promise<ProviderCaller | null> {
  const row = await ctx.db.read.select({ providerId: providers.id, userId: users.id }).from(providers).innerJoin(users, eq(users.id, providers.userId)).where(eq(users.email, email)).get()
  return row ? { kind: 'provider', sessionId: 'demo', userId: row.userId, providerId: row.providerId } : null
}

/**
 * A technician's first shift, two days ago at the first pharmacy of the first demo organization
 * (Austin), as the demo's other worked shifts are made (load-demo-shifts.ts): posted ahead, applied
 * to, hired, moved back, its hours confirmed. Answers whether it was completed.
 */
async function workFirstShift(ctx: AppContext, worker: ProviderCaller): Promise<boolean> {
  if (ctx.payments.name !== 'sandbox') return false
  const facility = await ctx.db.read.select().from(facilities).where(eq(facilities.name, DEMO_ORGANIZATIONS[0]!.facilities[0]!.name)).get()
  if (!facility) return false
  const owner = await ctx.db.read
    .select({ userId: organizationMembers.userId, memberId: organizationMembers.id })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, facility.organizationId), eq(organizationMembers.role, 'OWNER')))
    .get()
  const card = await ctx.db.read.select({ id: paymentMethodFacilities.paymentMethodId }).from(paymentMethodFacilities).where(eq(paymentMethodFacilities.facilityId, facility.id)).get()
  if (!owner || !card) return false
  const caller: FacilityCaller = { kind: 'facility', sessionId: 'demo', userId: owner.userId, organizationId: facility.organizationId, memberId: owner.memberId, role: 'OWNER', facilityIds: null }
  await setUpPayoutAccountForTesting({ ctx, userId: worker.userId })
  const template = TEMPLATES.TECHNICIAN[0]!
  const slot = { startTime: '07:00', endTime: '12:00' }
  const workedOn = addDays(todayIn(facility.timeZone, ctx.clock.now()), -2)
  const posted = await createShift({
    ctx,
    caller,
    input: {
      facilityId: facility.id,
      ...postingOf(template),
      title: titleFor('TECHNICIAN', template.role, workedOn, slot.startTime),
      providerType: 'TECHNICIAN',
      locationType: 'ON_SITE',
      languages: ['English'],
      lunchBreakMinutes: 0,
      paymentMethodId: card.id,
      shiftDays: [{ date: addDays(workedOn, 7), timeSlots: [{ ...slot, quantity: 1 }] }],
    },
  })
  const group = posted.shiftGroups[0]!
  const applied = await applyToShift({ ctx, caller: worker, shiftGroupId: group.shiftGroupId, input: {} }).catch(() => null)
  if (!applied) return false
  const hire = applied.hired ? { shiftId: applied.shiftId } : await hireApplicant({ ctx, caller, shiftGroupId: group.shiftGroupId, input: { applicantId: applied.applicationId, paymentMethodId: card.id } })
  await moveIntoPast(ctx, group.shiftGroupId, hire.shiftId, 7)
  await confirmAttendance({ ctx, caller, shiftId: hire.shiftId })
  return true
}
