/**
 * The demo's facility onboarding forms (issue 13 §10): a facility in each status, made with the
 * product's own verbs — a member saves a partial DRAFT, submits (PENDING), the admin panel's
 * OPERATIONS member approves (the packet is rendered: GENERATED) or rejects with a reason
 * (REJECTED), and the member publishes an approved packet to providers (COMPLETED,
 * docs/decisions.md "Publishing the onboarding packet").
 *
 * Facilities take the statuses in turn, in organization and name order, starting with COMPLETED,
 * so the first facility of the demo (where the hired demo providers work) has a packet they read.
 */
import { asc, eq } from 'drizzle-orm'
import type { FfmAnswers, FfmStatus } from '../../shared/contracts/onboarding-forms'
import type { AppContext, FacilityCaller, TeamCaller } from '../context'
import { facilities, organizationMembers, teamMembers, users } from '../db/schema'
import { approveOnboardingForm, completeOnboardingForm, listOnboardingForms, rejectOnboardingForm, saveOnboardingForm } from '../modules/onboarding-forms'

const ORDER: FfmStatus[] = ['COMPLETED', 'PENDING', 'REJECTED', 'GENERATED', 'DRAFT']

function answersFor(name: string): FfmAnswers {
  return {
    operatingDays: [
      ...(['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'] as const).map((day) => ({ day, timeSlots: [{ startTime: '08:00', endTime: '20:00' }] })),
      { day: 'SATURDAY', timeSlots: [{ startTime: '09:00', endTime: '17:00' }] },
    ],
    website: 'https://pharmacy.example.com',
    phoneGreeting: `Thank you for calling ${name}, this is the pharmacist on duty. How may I help you?`,
    pointOfContact: 'The pharmacy manager on the schedule by the register; the store manager when the manager is out.',
    parkingLocation: 'Staff parking is behind the building, rows C and D. Leave the front row for patients.',
    belongings: 'Your license, a photo ID and your lunch. Lockers are in the break room; bring your own lock.',
    openingProcedures: 'Arrive 15 minutes early. Disarm the alarm with the code the manager gives you, count the CII safe, log into the registers and the will-call system.',
    closingProcedures: 'Count and lock the CII safe, run the end-of-day report, take the deposit to the store safe, set the alarm.',
    software: 'PioneerRx; SureScripts for e-prescriptions',
    specialties: 'Retail, immunizations, compounding (non-sterile)',
    pharmacistDuties: 'Final verification, counseling, immunizations, MTM calls between rushes.',
    technicianDuties: 'Data entry, filling, insurance rejections, the drive-through window.',
    attire: 'Business casual with a white coat; closed-toe shoes.',
    breakPolicy: 'A 30-minute unpaid lunch; the pharmacy closes 1:30–2:00 pm.',
    ciiPolicies: 'Perpetual inventory; counts at open and close, discrepancies reported to the manager the same day.',
    hazardousHandling: 'Yes',
    hazardousDetails: 'Yes',
    otcAnswer: 'Yes',
    qualityMetrics: 'Yes',
    qualityMetricsDescription: 'Adherence (PDC) for statins and diabetes medications; star ratings reviewed monthly.',
    importantInfo: 'The drive-through bell is loud. Patients may call the pharmacist by first name.',
    guestCredentials: 'Ask the manager for a guest login on arrival.',
    driveThrough: 'One lane; pick-ups only, no drop-offs after 6 pm.',
  }
}

export async function loadDemoForms(ctx: AppContext): Promise<Record<FfmStatus, number>> {
  const made: Record<FfmStatus, number> = { DRAFT: 0, PENDING: 0, GENERATED: 0, COMPLETED: 0, REJECTED: 0 }
  const db = ctx.db.read
  const ops = await db.select({ id: teamMembers.id }).from(teamMembers).where(eq(teamMembers.role, 'OPERATIONS')).get()
  if (!ops) return made
  const staff: TeamCaller = { kind: 'team', sessionId: 'demo', teamMemberId: ops.id, role: 'OPERATIONS' }
  const owners = await db
    .select({ userId: users.id, organizationId: organizationMembers.organizationId, memberId: organizationMembers.id })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .where(eq(organizationMembers.role, 'OWNER'))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.id))
  const rows = await db.select({ id: facilities.id, name: facilities.name, organizationId: facilities.organizationId }).from(facilities).orderBy(asc(facilities.createdAt), asc(facilities.id))
  const facilityName = new Map(rows.map((f) => [f.id, f.name]))

  let turn = 0
  for (const owner of owners) {
    const caller: FacilityCaller = { kind: 'facility', sessionId: 'demo', userId: owner.userId, organizationId: owner.organizationId, memberId: owner.memberId, role: 'OWNER', facilityIds: null }
    const forms = await listOnboardingForms({ ctx, caller, query: { page: 1, pageSize: 100 } })
    // In the order the facilities were created (the list is by name).
    const ordered = rows.filter((f) => f.organizationId === owner.organizationId).map((f) => forms.data.find((form) => form.facilityId === f.id)!)
    for (const form of ordered) {
      const status = ORDER[turn++ % ORDER.length]!
      const answers = answersFor(facilityName.get(form.facilityId) ?? 'the pharmacy')
      const input = { facilityId: form.facilityId, ffmId: form.id }
      if (status === 'DRAFT') {
        // Half done: the hours and the phone, nothing about the work yet.
        await saveOnboardingForm({ ctx, caller, input: { ...input, submit: false, operatingDays: answers.operatingDays, phoneGreeting: answers.phoneGreeting, parkingLocation: answers.parkingLocation } })
      } else {
        await saveOnboardingForm({ ctx, caller, input: { ...input, ...answers, submit: true } })
        if (status === 'GENERATED' || status === 'COMPLETED') await approveOnboardingForm({ ctx, caller: staff, ffmId: form.id, input: null })
        if (status === 'COMPLETED') await completeOnboardingForm({ ctx, caller, facilityId: form.facilityId, ffmId: form.id })
        if (status === 'REJECTED') {
          await rejectOnboardingForm({ ctx, caller: staff, ffmId: form.id, input: { reason: 'Please describe the opening procedures step by step, and say where a provider parks after 6 pm.' } })
        }
      }
      made[status]++
    }
  }
  return made
}
