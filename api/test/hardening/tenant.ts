/**
 * A tenant with something of every kind the API names by id, for the authorization matrix: an
 * organization with two facilities, its owner, a MEMBER limited to each facility, a provider
 * who applied, was hired, worked and was rated there, shifts in each state, a card, a license
 * with its uploaded document, a payout account, a preferred provider and a ban.
 *
 * `values` lists the tenant's real ids by the name the API gives them (`shiftGroupId`,
 * `paymentMethodId`, …), every one of them bound to the first facility, so a MEMBER of the
 * second has no business with any of them. `markers` are values that must never reach another
 * tenant in an answer (ids, e-mails, a license number).
 */
import { eq } from 'drizzle-orm'
import { backgroundChecks, charges, inAppNotifications, jobs, organizationBenefitStates, organizationBenefits, organizations, parentOrganizations, payoutAccounts, teamMembers } from '../../db/schema'
import {
  attachCard,
  hireOnSeat,
  makeApplication,
  makeBan,
  makeCompletedShift,
  makeFacility,
  makeJob,
  makeJobApplication,
  makeLicense,
  makeMember,
  makePreferredProvider,
  makeProviderRating,
  makeShift,
  makeShiftGroup,
  signUpOrganization,
  signUpProvider,
  teamToken,
  type TestMember,
  type TestOrganization,
  type TestProvider,
} from '../factories'
import type { TestServer } from '../harness'

export interface Tenant {
  label: string
  owner: TestOrganization
  /** The second facility of the organization. */
  secondFacilityId: string
  memberOfFirst: TestMember
  memberOfSecond: TestMember
  provider: TestProvider
  /** The tenant's real ids by the API's name for them. */
  values: Record<string, unknown[]>
  markers: string[]
}

const HOUR = 3_600_000

/** A small but real PDF, for the license document. */
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF')

export async function makeTenant(server: TestServer, label: string): Promise<Tenant> {
  const owner = await signUpOrganization(server, { facilityName: `${label} Community Pharmacy` })
  const first = owner.facilityId
  const second = (await makeFacility(server, { organizationId: owner.organizationId, name: `${label} Uptown Pharmacy` })).id
  const memberOfFirst = await makeMember(server, { organizationId: owner.organizationId, role: 'MEMBER', facilityIds: [first] })
  const memberOfSecond = await makeMember(server, { organizationId: owner.organizationId, role: 'MEMBER', facilityIds: [second] })

  const provider = await signUpProvider(server)
  const license = await makeLicense(server, { providerId: provider.providerId, state: 'TX' })

  const card = await attachCard(server, { token: owner.token, facilityId: first })
  if (card.status !== 201) throw new Error(`${label}: attaching a card failed: ${card.status} ${card.text}`)
  const paymentMethodId = card.body.paymentMethodId as string

  // Shift groups at the first facility in each state a group passes through.
  const open = await makeShiftGroup(server, { facilityId: first, daysFromNow: 5, quantity: 2 })
  const application = await makeApplication(server, { providerId: provider.providerId, shiftGroupId: open.group.id, message: `${label}: available all day` })
  const filled = await makeShift(server, { facilityId: first, daysFromNow: 6 })
  const hiredApplication = await makeApplication(server, { providerId: provider.providerId, shiftGroupId: filled.shiftGroupId })
  await hireOnSeat(server, { seatId: filled.shiftId, providerId: provider.providerId, applicationId: hiredApplication.id })
  const now = server.clock.now().getTime()
  // Ended yesterday, attendance not yet confirmed: what confirm, adjust and no-show act on.
  const ended = await makeShift(server, { facilityId: first, startsAt: new Date(now - 30 * HOUR), hours: 8, providerId: provider.providerId })
  const completed = await makeCompletedShift(server, { facilityId: first, providerId: provider.providerId })
  const rated = await makeCompletedShift(server, { facilityId: first, providerId: provider.providerId, startsAt: new Date(now - 96 * HOUR) })
  await makeProviderRating(server, { shiftId: rated.shiftId, providerId: provider.providerId, facilityId: first, scores: [{ category: 'PROFESSIONALISM', score: 5 }] })
  const canceled = await makeShiftGroup(server, { facilityId: first, daysFromNow: 7, status: 'CANCELED' })
  const closed = await makeShiftGroup(server, { facilityId: first, daysFromNow: 8, status: 'CLOSED' })

  await makePreferredProvider(server, { facilityId: first, providerId: provider.providerId })
  const banned = await signUpProvider(server)
  await makeApplication(server, { providerId: banned.providerId, shiftGroupId: closed.group.id })
  await makeBan(server, { organizationId: owner.organizationId, providerId: banned.providerId, facilityId: first })

  // The license's document, through the real signed upload.
  const signed = await server.call('PUT', '/api/license/upload-signed-url', { token: provider.token, body: { filename: 'license.pdf', contentType: 'application/pdf' } })
  if (signed.status !== 200) throw new Error(`${label}: upload URL failed: ${signed.status} ${signed.text}`)
  const upload = await server.app.handle(new Request(`http://localhost${new URL(signed.body.uploadUrl).pathname}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF }))
  if (upload.status !== 200) throw new Error(`${label}: upload failed: ${upload.status} ${await upload.text()}`)
  const fileId = signed.body.fileId as string
  const attached = await server.call('PUT', '/api/license-image', { token: provider.token, body: { fileId, licenseId: license.id } })
  if (attached.status !== 200) throw new Error(`${label}: attaching the document failed: ${attached.status} ${attached.text}`)

  // The provider's history (providers/provider): one job, one degree, one certification with the document.
  const history = async (path: string, body: Record<string, unknown>) => {
    const res = await server.call('POST', path, { token: provider.token, body })
    if (res.status !== 201) throw new Error(`${label}: POST ${path} failed: ${res.status} ${res.text}`)
    return res.body
  }
  const job = await history('/api/provider/work-experience', { company: `${label} Drug Co`, jobTitle: 'Pharmacist', startDate: '2019-03-01', jobDescription: 'Verification.' })
  const degree = await history('/api/provider/education', { institution: `${label} University`, major: 'Pharmacy', degreeType: 'PHARMD', graduationDate: '2018-05-19' })
  const certificationUpload = await server.call('PUT', '/api/provider/certifications/upload-signed-url', { token: provider.token, body: { filename: 'bls.pdf', contentType: 'application/pdf' } })
  const certificationFile = await server.app.handle(new Request(`http://localhost${new URL(certificationUpload.body.uploadUrl).pathname}`, { method: 'PUT', headers: { 'content-type': 'application/pdf' }, body: PDF }))
  if (certificationFile.status !== 200) throw new Error(`${label}: certification upload failed: ${certificationFile.status}`)
  const certification = await history('/api/provider/certifications', { type: 'CPR_BLS', name: 'BLS Provider', number: `BLS-${label}-7731`, issuedAt: '2024-01-02', fileId: certificationUpload.body.fileId })

  // The payout account: its processor id is the `sessionId` the onboarding return carries.
  const connect = await server.call('POST', '/api/stripe/connect-account', { token: provider.token, body: { source: 'web', redirectUrl: null } })
  if (connect.status !== 200) throw new Error(`${label}: connect-account failed: ${connect.status} ${connect.text}`)
  const account = await server.ctx.db.read.select().from(payoutAccounts).where(eq(payoutAccounts.providerId, provider.providerId)).get()

  // A paid charge for the completed seat, for its receipt (GET /billing/receipts/{chargeId}); not
  // linked to the seat, so no other call acts on it.
  const [charge] = await server.ctx.db.write((tx) =>
    tx
      .insert(charges)
      .values({ organizationId: owner.organizationId, facilityId: first, shiftId: completed.shiftId, paymentMethodId, amountCents: 34_000, status: 'SUCCEEDED', idempotencyKey: `matrix-${label}-${completed.shiftId}`, createdAt: new Date(now), updatedAt: new Date(now) })
      .returning({ id: charges.id }),
  )

  // The first facility's onboarding form, submitted so its packet and the hired provider's view exist.
  const forms = await server.call('GET', '/api/facility/ffm/onboardings', { token: owner.token })
  const ffmId: string = forms.body.data.find((f: { facilityId: string }) => f.facilityId === first).id
  const slot = { startTime: '09:00', endTime: '17:00' }
  const said = `${label}: see the manager`
  const submitted = await server.call('PUT', `/api/facility/${first}/ffm/${ffmId}`, {
    token: owner.token,
    body: {
      submit: true,
      operatingDays: [{ day: 'MONDAY', timeSlots: [slot] }],
      ...Object.fromEntries(['phoneGreeting', 'pointOfContact', 'parkingLocation', 'belongings', 'openingProcedures', 'closingProcedures', 'software', 'specialties', 'pharmacistDuties', 'technicianDuties', 'attire', 'breakPolicy', 'ciiPolicies'].map((k) => [k, said])),
      hazardousHandling: 'No',
      otcAnswer: 'Yes',
    },
  })
  if (submitted.status !== 200) throw new Error(`${label}: onboarding form submission failed: ${submitted.status} ${submitted.text}`)
  // Staff approve it (issue 16 §3), which makes the packet.
  const approved = await server.call('PUT', `/api/admin-panel/ffm/${ffmId}/approve`, { token: await teamToken(server, 'OPERATIONS') })
  if (approved.status !== 200) throw new Error(`${label}: approving the onboarding form failed: ${approved.status} ${approved.text}`)
  // The facility publishes it to providers (COMPLETED): only then does the hired provider read it.
  const published = await server.call('PUT', `/api/facility/${first}/ffm/${ffmId}/complete`, { token: owner.token })
  if (published.status !== 200) throw new Error(`${label}: publishing the onboarding form failed: ${published.status} ${published.text}`)
  // A file on that form (multipart, spec 000 §7), for the form's file calls.
  const ffmUpload = new FormData()
  ffmUpload.append('file', new File([PDF], 'parking-map.pdf', { type: 'application/pdf' }))
  const ffmFileResponse = await server.app.handle(new Request(`http://localhost/api/facility/${first}/ffm/files`, { method: 'POST', headers: { authorization: `Bearer ${owner.token}` }, body: ffmUpload }))
  if (ffmFileResponse.status !== 201) throw new Error(`${label}: attaching a file to the onboarding form failed: ${ffmFileResponse.status}`)
  const ffmFileId = ((await ffmFileResponse.json()) as { fileId: string }).fileId

  // A background check of the provider that needs staff's review (the vendor blocked it), for the admin panel's decisions.
  const [backgroundCheck] = await server.ctx.db.write((tx) =>
    tx.insert(backgroundChecks).values({ providerId: provider.providerId, vendor: 'sandbox', source: 'web', status: 'Blocked', feeCents: 3_500, paidAt: new Date(now), createdAt: new Date(now), updatedAt: new Date(now) }).returning({ id: backgroundChecks.id }),
  )

  // A conversation between the first facility and the provider, with one message each way.
  const conversation = await server.call('POST', '/api/conversations', { token: owner.token, body: { facilityId: first, providerId: provider.providerId } })
  if (conversation.status !== 200) throw new Error(`${label}: opening a conversation failed: ${conversation.status} ${conversation.text}`)
  const conversationId = conversation.body.id as string
  const note = await server.call('POST', `/api/conversations/${conversationId}/messages`, { token: owner.token, body: { content: `${label}: the door code is 4471` } })
  const reply = await server.call('POST', `/api/conversations/${conversationId}/messages`, { token: provider.token, body: { content: `${label}: thanks` } })
  if (note.status !== 200 || reply.status !== 200) throw new Error(`${label}: sending messages failed: ${note.status} ${reply.status}`)

  // A careers job at the first facility, the provider's application, and the careers thread with one message each way.
  const careersJob = await makeJob(server, { organizationId: owner.organizationId, facilityId: first, title: `${label} Staff Pharmacist` })
  await makeJobApplication(server, { jobId: careersJob.id, providerId: provider.providerId })
  const careers = await server.call('POST', '/api/careers/facility/conversations', { token: owner.token, body: { providerId: provider.providerId, jobId: careersJob.id } })
  if (careers.status !== 201) throw new Error(`${label}: opening a careers conversation failed: ${careers.status} ${careers.text}`)
  const careersConversationId = careers.body.conversationId as string
  const invite = await server.call('POST', `/api/careers/facility/conversations/${careersConversationId}/messages`, { token: owner.token, body: { content: `${label}: the interview is on Monday` } })
  const accept = await server.call('POST', `/api/careers/provider/conversations/${careersConversationId}/messages`, { token: provider.token, body: { content: `${label}: see you then` } })
  if (invite.status !== 201 || accept.status !== 201) throw new Error(`${label}: sending careers messages failed: ${invite.status} ${accept.status}`)

  // An in-app notification of the provider's.
  const [notification] = await server.ctx.db.write((tx) =>
    tx.insert(inAppNotifications).values({ userId: provider.userId, event: 'SHIFT_HIRED', title: "You're hired", body: `${label}: hired`, url: '/provider/my-shifts', createdAt: new Date(now) }).returning({ id: inAppNotifications.id }),
  )

  // An admin-panel team member, for the team calls (spec 000 §7 "Team"): staff act on every
  // member, so only the team's own roles may reach it.
  const [teamMember] = await server.ctx.db.write((tx) =>
    tx
      .insert(teamMembers)
      .values({ email: `team-${label.replace(/\W/g, '').toLowerCase()}-${now}@marketplace.test`, passwordHash: 'not-a-hash', firstName: 'Robin', lastName: label.replace(/[^A-Za-z ]/g, ''), role: 'SUPPORT', createdAt: new Date(now), updatedAt: new Date(now) })
      .returning({ id: teamMembers.id }),
  )

  // The organization's parent (admin view only, domain "People and tenants").
  const [parentOrganization] = await server.ctx.db.write((tx) => tx.insert(parentOrganizations).values({ name: `${label} Holdings`, createdAt: new Date(now) }).returning({ id: parentOrganizations.id }))
  await server.ctx.db.write((tx) => tx.update(organizations).set({ parentOrganizationId: parentOrganization!.id }).where(eq(organizations.id, owner.organizationId)))

  // Careers: a listed job and a draft at the first facility; the provider applied to the listed one
  // (rejected, so the rejection notice answers 2xx to A's own people) and a second applicant waits.
  const listedJob = await makeJob(server, { organizationId: owner.organizationId, facilityId: first, title: `${label} Staff Pharmacist` })
  const draftJob = await makeJob(server, { organizationId: owner.organizationId, facilityId: first, status: 'DRAFT' })
  const jobApplication = await makeJobApplication(server, { jobId: listedJob.id, providerId: provider.providerId, status: 'REJECTED' })
  const waitingJobApplication = await makeJobApplication(server, { jobId: listedJob.id, providerId: banned.providerId })
  const savedJob = await server.call('PUT', `/api/careers/provider/jobs/${careersJob.id}/save`, { token: provider.token })
  if (savedJob.status !== 204) throw new Error(`${label}: saving a job failed: ${savedJob.status} ${savedJob.text}`)
  // Careers billing: a subscription paid with the card (its invoice), an unused careers discount, a draft job at the first facility.
  const subscribed = await server.call('POST', '/api/organization/careers/subscription', { token: owner.token, body: { plan: 'BASIC', recurrence: 'MONTHLY' } })
  if (subscribed.status !== 201) throw new Error(`${label}: subscribing failed: ${subscribed.status} ${subscribed.text}`)
  const careersSubscriptionId = subscribed.body.subscription.careersSubscriptionId as string
  const invoices = await server.call('GET', '/api/organization/careers/subscription/invoices', { token: owner.token })
  const invoiceId = invoices.body.data[0].invoiceId as string
  const [billingDraftJob, discountState] = await server.ctx.db.write(async (tx) => {
    const [draft] = await tx.insert(jobs).values({ organizationId: owner.organizationId, facilityId: first, title: `${label} Staff Pharmacist`, description: 'Full-time.', status: 'DRAFT' }).returning({ id: jobs.id })
    const [benefit] = await tx.insert(organizationBenefits).values({ name: `${label} careers discount`, code: `CAREERS-${label}-${now}`, type: 'CAREERS_SUBSCRIPTION_DISCOUNT', discountPercentage: 10 }).returning({ id: organizationBenefits.id })
    const [state] = await tx.insert(organizationBenefitStates).values({ organizationId: owner.organizationId, benefitId: benefit!.id }).returning({ id: organizationBenefitStates.id })
    return [draft!, state!]
  })

  const values: Record<string, unknown[]> = {
    facilityId: [first],
    facilityIds: [[first]],
    shiftGroupId: [open.group.id, filled.shiftGroupId, ended.shiftGroupId, completed.shiftGroupId, canceled.group.id, closed.group.id],
    shiftGroupIds: [[open.group.id]],
    shiftId: [filled.shiftId, ended.shiftId, completed.shiftId, open.seatIds[0]],
    applicationId: [application.id, hiredApplication.id],
    providerId: [provider.providerId, banned.providerId],
    paymentMethodId: [paymentMethodId],
    licenseId: [license.id],
    fileId: [fileId, certificationUpload.body.fileId, ffmFileId],
    workExperienceId: [job.workExperienceId],
    educationId: [degree.educationId],
    certificationId: [certification.certificationId],
    sessionId: [account!.processorAccountId],
    chargeId: [charge!.id],
    ffmId: [ffmId],
    backgroundCheckId: [backgroundCheck!.id],
    // A shift conversation and a careers conversation (their routes share the parameter's name).
    conversationId: [conversationId, careersConversationId],
    organizationId: [owner.organizationId],
    messageId: [note.body.id, reply.body.id],
    notificationId: [notification!.id],
    // The admin panel's support-agent chats are named by the user (spec 000 §7): the owner's and the provider's.
    userId: [owner.userId, provider.userId],
    memberId: [teamMember!.id],
    parentOrganizationId: [parentOrganization!.id],
    // Published jobs are public to every provider the organization has not banned (authorization-matrix PUBLIC_TO_PROVIDERS).
    jobId: [listedJob.id, draftJob.id, careersJob.id, billingDraftJob.id],
    jobApplicationId: [jobApplication.id, waitingJobApplication.id],
    careersSubscriptionId: [careersSubscriptionId],
    invoiceId: [invoiceId],
    organizationBenefitStateId: [discountState.id],
  }
  const markers = [
    careersSubscriptionId,
    invoiceId,
    billingDraftJob.id,
    owner.email,
    owner.userId,
    owner.organizationId,
    memberOfFirst.email,
    memberOfSecond.email,
    provider.email,
    provider.userId,
    provider.providerId,
    banned.email,
    banned.providerId,
    license.licenseNumber,
    paymentMethodId,
    application.id,
    hiredApplication.id,
    filled.shiftId,
    ended.shiftId,
    completed.shiftId,
    fileId,
    account!.processorAccountId,
    charge!.id,
    job.workExperienceId,
    degree.educationId,
    certification.certificationId,
    certification.number,
    ffmId,
    ffmFileId,
    backgroundCheck!.id,
    conversationId,
    `${label}: the door code is 4471`,
    careersConversationId,
    `${label}: the interview is on Monday`,
    draftJob.id,
    jobApplication.id,
    waitingJobApplication.id,
  ]
  return { label, owner, secondFacilityId: second, memberOfFirst, memberOfSecond, provider, values, markers }
}
