/**
 * `POST /sign-up/provider`: creates the user, the provider profile and the license named in the
 * professional information (unverified until checked), and signs the provider in.
 */
import { ProviderSignUp, type ProviderSignUpBody } from '../../../../shared/contracts/sign-up'
import { canonicalNames } from '../../../../shared/reference'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext } from '../../../context'
import { licenses, providers, users } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { locateAddress } from '../../../integrations/geo/locate-address'
import { hashPassword } from '../passwords'
import { createSession, type RequestMeta } from '../../../sessions'
import { applyReferral } from './apply-referral'
import { assertNewEmail } from './assert-new-email'
import { rememberSignInAddress, signInAccount } from '../throttle'
import { limitSignUps } from './limit-sign-ups'
import { newReferralCode } from './referral-codes'

export const PROVIDER_CREATED = 'Your account has been created. Welcome aboard!'

export async function signUpProvider({ ctx, input, meta }: { ctx: AppContext; input: ProviderSignUpBody; meta: RequestMeta }) {
  const errors = validate(ProviderSignUp, input)
  if (errors.length) throw new ValidationError(errors)
  const personal = input.personalInformation
  const professional = input.professionalInformation
  const extra = input.extraInformation ?? {}
  const email = input.email.trim().toLowerCase()
  const location = locateAddress(personal.zipCode, personal.state, 'personalInformation.zipCode')
  await limitSignUps(ctx, { email, ipAddress: meta.ipAddress })
  // Refusals that need no hash come first: argon2 is slow on purpose, and a taken e-mail or an
  // unknown referral code should not cost one. Both are checked again inside the write.
  await assertNewEmail(ctx.db.read, email)
  await applyReferral(ctx.db.read, personal.referralCode)
  const passwordHash = await hashPassword(input.password)

  return ctx.db.write(async (tx) => {
    await assertNewEmail(tx, email)
    const appliedReferralCode = await applyReferral(tx, personal.referralCode)
    const now = ctx.clock.now()
    const [user] = await tx
      .insert(users)
      .values({
        email,
        passwordHash,
        userType: 'PROVIDER',
        firstName: personal.firstName.trim(),
        lastName: personal.lastName.trim(),
        personalPhone: professional.phoneNumber,
        smsOptIn: professional.smsOptIn ?? false,
        preferredApp: professional.platformInterest === 'CAREERS' ? 'CAREERS' : 'MARKETPLACE',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: users.id })
    const [provider] = await tx
      .insert(providers)
      .values({
        userId: user!.id,
        providerType: professional.providerTitle,
        streetAddress: personal.streetAddress.trim(),
        city: personal.city.trim(),
        state: personal.state,
        zipCode: personal.zipCode,
        latitude: location.latitude,
        longitude: location.longitude,
        phoneNumber: professional.phoneNumber,
        aboutMe: personal.aboutMe?.trim() || null,
        yearsOfExperience: extra.yearsOfExperience ?? null,
        softwares: canonicalNames('softwares', extra.softwares),
        specialties: canonicalNames('specialties', extra.specialties),
        skills: canonicalNames('skills', extra.skills),
        languages: canonicalNames('languages', extra.languages),
        hasMalpracticeInsurance: Boolean(professional.malpracticeInsurance ?? personal.malpracticeInsurance),
        verifiedLicenseTechnician: professional.verifiedLicenseTechnician ?? false,
        isInternAndCheckAwareness: professional.isInternAndCheckAwareness ?? false,
        howDidYouHearAboutUs: professional.howDidYouHearAboutUs,
        otherAnswer: professional.otherAnswer?.trim() || null,
        platformInterest: professional.platformInterest ?? 'MARKETPLACE',
        ownReferralCode: await newReferralCode(tx, personal.firstName),
        appliedReferralCode,
        resumeFile: personal.resumeFile ?? null,
        signUpDetails: {
          isMobile: input.isMobile ?? false,
          ipAddress: meta.ipAddress ?? null,
          utmSource: input.utmSource ?? null,
          utmMedium: input.utmMedium ?? null,
          utmCampaign: input.utmCampaign ?? null,
          utmTerm: input.utmTerm ?? null,
          utmContent: input.utmContent ?? null,
        },
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: providers.id })
    await tx.insert(licenses).values({
      providerId: provider!.id,
      state: professional.stateLicense,
      licenseNumber: professional.licenseNumber.trim(),
      expirationDate: professional.licenseExpiration,
      providerType: professional.providerTitle,
      isVerified: false,
      createdAt: now,
      updatedAt: now,
    })
    // Whoever signed up from here may sign in from here past a lock-out of the e-mail (throttle.ts).
    await rememberSignInAddress(tx, signInAccount('user', user!.id), meta.ipAddress, now)
    const token = await createSession(ctx, tx, { userId: user!.id }, meta)
    return { providerId: provider!.id, message: PROVIDER_CREATED, userId: user!.id, token }
  })
}
