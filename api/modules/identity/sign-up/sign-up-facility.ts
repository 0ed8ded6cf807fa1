/**
 * `POST /sign-up/facility`: creates the organization, its first facility (time zone and
 * coordinates from the ZIP code) and the OWNER, and signs the owner in.
 */
import { FacilitySignUp, type FacilitySignUpBody } from '../../../../shared/contracts/sign-up'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext } from '../../../context'
import { facilities, organizationMembers, organizations, users } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { locateAddress } from '../../../integrations/geo/locate-address'
import { settings } from '../../../settings'
import { hashPassword } from '../passwords'
import { createSession, type RequestMeta } from '../../../sessions'
import { applyReferral } from './apply-referral'
import { assertNewEmail } from './assert-new-email'
import { rememberSignInAddress, signInAccount } from '../throttle'
import { limitSignUps } from './limit-sign-ups'
import { newReferralCode } from './referral-codes'

export async function signUpFacility({ ctx, input, meta }: { ctx: AppContext; input: FacilitySignUpBody; meta: RequestMeta }) {
  const errors = validate(FacilitySignUp, input)
  if (errors.length) throw new ValidationError(errors)
  const email = input.email.trim().toLowerCase()
  const location = locateAddress(input.zipCode, input.state)
  await limitSignUps(ctx, { email, ipAddress: meta.ipAddress })
  // Refusals that need no hash come first: argon2 is slow on purpose, and a taken e-mail or an
  // unknown referral code should not cost one. Both are checked again inside the write.
  await assertNewEmail(ctx.db.read, email)
  await applyReferral(ctx.db.read, input.referralCode)
  const passwordHash = await hashPassword(input.password)

  return ctx.db.write(async (tx) => {
    await assertNewEmail(tx, email)
    const appliedReferralCode = await applyReferral(tx, input.referralCode)
    const now = ctx.clock.now()
    const [org] = await tx
      .insert(organizations)
      .values({
        name: input.facilityName.trim(),
        currentPercentageFee: settings.defaultPercentageFee,
        platformInterest: input.platformInterest ?? 'MARKETPLACE',
        ownReferralCode: await newReferralCode(tx, input.facilityName),
        appliedReferralCode,
        howDidYouHearAboutUs: input.howDidYouHearAboutUs,
        otherAnswer: input.otherAnswer?.trim() || null,
        signUpDetails: signUpDetails(input, meta),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: organizations.id })
    const [facility] = await tx
      .insert(facilities)
      .values({
        organizationId: org!.id,
        name: input.facilityName.trim(),
        streetAddress: input.streetAddress.trim(),
        city: input.city.trim(),
        state: input.state,
        zipCode: input.zipCode,
        latitude: location.latitude,
        longitude: location.longitude,
        timeZone: location.timeZone,
        phone: input.phoneNumber,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: facilities.id })
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        userType: 'FACILITY',
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        personalPhone: input.personalPhone ?? input.phoneNumber,
        smsOptIn: input.smsOptIn ?? false,
        preferredApp: input.platformInterest === 'CAREERS' ? 'CAREERS' : 'MARKETPLACE',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id })
    await tx.insert(organizationMembers).values({ organizationId: org!.id, userId: user!.id, role: 'OWNER', createdAt: now })
    // Whoever signed up from here may sign in from here past a lock-out of the e-mail (throttle.ts).
    await rememberSignInAddress(tx, signInAccount('user', user!.id), meta.ipAddress, now)
    const token = await createSession(ctx, tx, { userId: user!.id }, meta)
    return { id: facility!.id, organizationId: org!.id, userId: user!.id, token }
  })
}

/** Marketing attribution kept with the record (never shown back to the signed-up user). */
function signUpDetails(input: FacilitySignUpBody, meta: RequestMeta): Record<string, unknown> {
  return {
    ipAddress: input.ipAddress ?? meta.ipAddress ?? null,
    utmSource: input.utmSource ?? null,
    utmMedium: input.utmMedium ?? null,
    utmCampaign: input.utmCampaign ?? null,
    utmTerm: input.utmTerm ?? null,
    utmContent: input.utmContent ?? null,
  }
}
