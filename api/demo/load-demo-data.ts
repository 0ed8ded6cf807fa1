/**
 * The demo dataset (`npm start`, `marketplace --demo`): organizations with several members,
 * facilities in several states, providers of all three titles with verified licenses, and an
 * admin-panel team. Loaded once, into an empty database; answers how to sign in (demo-logins.ts).
 */
import type { AppContext } from '../context'
import { facilities, licenses, organizationMemberFacilities, organizationMembers, organizations, parentOrganizations, providers, teamMembers, users } from '../db/schema'
import { locateAddress } from '../integrations/geo/locate-address'
import { hashPassword, newReferralCode } from '../modules/identity'
import { demoLogins } from './demo-logins'
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_PROVIDERS, DEMO_TEAM } from './demo-people'
import { loadDemoProfiles } from './load-demo-profiles'
import { loadDemoShifts } from './load-demo-shifts'
import { settleDemoSubscriptions, startDemoSubscriptions } from './load-demo-careers-billing'
import { loadDemoCareersChat } from './load-demo-careers-chat'
import { loadDemoJobs } from './load-demo-jobs'
import { loadDemoHistory } from './load-demo-history'
import { loadDemoOnboarding } from './load-demo-onboarding'
import { loadDemoForms } from './load-demo-forms'

const YEAR_MS = 365 * 86_400_000

export async function loadDemoData(ctx: AppContext): Promise<string[]> {
  // One hash for every demo account: argon2id is deliberately slow.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const now = ctx.clock.now()
  const licenseExpiry = new Date(now.getTime() + 2 * YEAR_MS).toISOString().slice(0, 10)

  await ctx.db.write(async (tx) => {
    const parents = new Map<string, string>()
    for (const org of DEMO_ORGANIZATIONS) {
      let parentId: string | null = null
      if (org.parent) {
        parentId = parents.get(org.parent) ?? null
        if (!parentId) {
          const [parent] = await tx.insert(parentOrganizations).values({ name: org.parent, createdAt: now }).returning({ id: parentOrganizations.id })
          parentId = parent!.id
          parents.set(org.parent, parentId)
        }
      }
      const [row] = await tx
        .insert(organizations)
        .values({
          name: org.name,
          parentOrganizationId: parentId,
          currentPercentageFee: org.percentageFee,
          creditsInCents: org.creditsInCents,
          platformInterest: 'BOTH',
          ownReferralCode: await newReferralCode(tx, org.name),
          howDidYouHearAboutUs: 'EVENT',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: organizations.id })
      const facilityIds: string[] = []
      for (const f of org.facilities) {
        const where = locateAddress(f.zipCode, f.state)
        const [facility] = await tx
          .insert(facilities)
          .values({ organizationId: row!.id, ...f, latitude: where.latitude, longitude: where.longitude, timeZone: where.timeZone, createdAt: now, updatedAt: now })
          .returning({ id: facilities.id })
        facilityIds.push(facility!.id)
      }
      for (const m of org.members) {
        const [user] = await tx
          .insert(users)
          .values({ email: m.email, passwordHash, userType: 'FACILITY', firstName: m.firstName, lastName: m.lastName, personalPhone: org.facilities[0]!.phone, createdAt: now, updatedAt: now })
          .returning({ id: users.id })
        const [member] = await tx
          .insert(organizationMembers)
          .values({ organizationId: row!.id, userId: user!.id, role: m.role, createdAt: now })
          .returning({ id: organizationMembers.id })
        for (const index of m.facilities ?? []) await tx.insert(organizationMemberFacilities).values({ memberId: member!.id, facilityId: facilityIds[index]! })
      }
    }

    for (const p of DEMO_PROVIDERS) {
      const where = locateAddress(p.zipCode, p.state)
      const [user] = await tx
        .insert(users)
        .values({ email: p.email, passwordHash, userType: 'PROVIDER', firstName: p.firstName, lastName: p.lastName, personalPhone: p.phone, smsOptIn: true, createdAt: now, updatedAt: now })
        .returning({ id: users.id })
      const [provider] = await tx
        .insert(providers)
        .values({
          userId: user!.id,
          providerType: p.providerType,
          streetAddress: p.streetAddress,
          city: p.city,
          state: p.state,
          zipCode: p.zipCode,
          latitude: where.latitude,
          longitude: where.longitude,
          phoneNumber: p.phone,
          aboutMe: p.aboutMe,
          yearsOfExperience: p.yearsOfExperience,
          softwares: p.softwares,
          specialties: p.specialties,
          skills: p.skills,
          languages: p.languages,
          hasMalpracticeInsurance: p.providerType === 'PHARMACIST',
          howDidYouHearAboutUs: 'FRIEND_OR_COLLEAGUE',
          platformInterest: 'BOTH',
          ownReferralCode: await newReferralCode(tx, p.firstName),
          currentPoints: 20 + p.yearsOfExperience * 5,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: providers.id })
      for (const [i, state] of p.licenseStates.entries()) {
        await tx.insert(licenses).values({
          providerId: provider!.id,
          state,
          licenseNumber: `${state}-${p.providerType.slice(0, 2)}${String(48_213 + i * 977 + p.lastName.length * 131).padStart(6, '0')}`,
          expirationDate: licenseExpiry,
          providerType: p.providerType,
          isVerified: true,
          verifiedAt: now,
          createdAt: now,
          updatedAt: now,
        })
      }
    }

    for (const t of DEMO_TEAM) {
      await tx.insert(teamMembers).values({ ...t, passwordHash, createdAt: now, updatedAt: now }).onConflictDoNothing()
    }
  })
  await loadDemoProfiles(ctx)
  const shifts = await loadDemoShifts(ctx)
  const history = await loadDemoHistory(ctx)
  // The careers plans begin in the past, the jobs are listed under them, then today's billing.
  await startDemoSubscriptions(ctx)
  const careers = await loadDemoJobs(ctx)
  const plans = await settleDemoSubscriptions(ctx)
  const chat = await loadDemoCareersChat(ctx)
  const onboarding = await loadDemoOnboarding(ctx)
  const forms = await loadDemoForms(ctx)
  return [
    ...(await demoLogins(ctx)),
    `demo shifts: ${shifts.posted} posted, ${shifts.hired} hired, ${shifts.completed} completed, rated and paid`,
    `demo history (a year, for the admin dashboard): ${history.completed} shifts worked and paid (${history.adjusted} with hours adjusted, ${history.bonused} with a bonus), ${history.canceled} canceled and refunded, ${history.creditGrants} credit grants`,
    `demo onboarding: ${onboarding.onboarded} providers fully onboarded; background checks ${Object.entries(onboarding.checks).map(([state, n]) => `${n} ${state}`).join(', ')}; ${onboarding.referrals} referrals of the demo pharmacist along the funnel`,
    `demo onboarding forms: ${Object.entries(forms).map(([status, n]) => `${n} ${status}`).join(', ')}`,
    `demo careers: ${careers.jobs} jobs (listed, draft, past due, hired, archived), ${careers.applications} applications, ${plans.subscriptions} plans (every tier; one past due, one downgrading), ${chat.conversations} conversations`,
  ]
}
