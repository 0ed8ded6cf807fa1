/**
 * `PUT /provider/profile`: replaces the provider's personal and professional information and
 * abilities (spec 001 §5 "Provider profile": years of experience required, at least one
 * software, specialty and language, hourly rate a number; "About me is too long" past 1000).
 *
 * The provider title is read-only: it decides which licenses and shifts apply, so it changes only
 * through staff. Names from the reference lists are stored by their catalog spelling, as sign-up
 * stores them; a new address is located again for distances (a ZIP of another state is a 400).
 */
import { eq } from 'drizzle-orm'
import { ProviderProfileBody } from '../../../../shared/contracts/profile'
import { canonicalNames } from '../../../../shared/reference'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, ProviderCaller } from '../../../context'
import { providers, users } from '../../../db/schema'
import { NotFoundError, ValidationError } from '../../../errors'
import { locateAddress } from '../../../integrations/geo/locate-address'
import { loadOwnProfile } from './get-own-profile'

export async function updateOwnProfile({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: ProviderProfileBody }) {
  const errors = validate(ProviderProfileBody, input)
  if (errors.length) throw new ValidationError(errors)
  const personal = input.personalInformation
  const professional = input.professionalInformation
  const abilities = input.abilities
  const chosen = {
    softwares: canonicalNames('softwares', abilities.softwares),
    specialties: canonicalNames('specialties', abilities.specialties),
    skills: canonicalNames('skills', abilities.skills),
    languages: canonicalNames('languages', abilities.languages),
  }
  // Blank names drop out, so a list of blanks is as empty as no list.
  for (const [list, what] of [['softwares', 'software'], ['specialties', 'specialty'], ['languages', 'language']] as const) {
    if (!chosen[list].length) throw ValidationError.field(`abilities.${list}`, `At least one ${what} must be specified`)
  }
  const location = locateAddress(personal.zipCode, personal.state, 'personalInformation.zipCode')
  return ctx.db.write(async (tx) => {
    const provider = await tx.select().from(providers).where(eq(providers.id, caller.providerId)).get()
    if (!provider) throw new NotFoundError('provider')
    const now = ctx.clock.now()
    await tx
      .update(users)
      .set({ firstName: personal.firstName.trim(), lastName: personal.lastName.trim(), personalPhone: professional.phoneNumber, updatedAt: now })
      .where(eq(users.id, provider.userId))
    await tx
      .update(providers)
      .set({
        streetAddress: personal.streetAddress.trim(),
        city: personal.city.trim(),
        state: personal.state,
        zipCode: personal.zipCode,
        latitude: location.latitude,
        longitude: location.longitude,
        aboutMe: personal.aboutMe?.trim() || null,
        // Absent keeps the answer given at sign-up; a PUT from the profile form always sends it.
        hasMalpracticeInsurance: personal.malpracticeInsurance ?? provider.hasMalpracticeInsurance,
        phoneNumber: professional.phoneNumber,
        yearsOfExperience: professional.yearsOfExperience,
        hourlyRateCents: professional.hourlyRate == null ? null : Math.round(professional.hourlyRate * 100),
        ...chosen,
        updatedAt: now,
      })
      .where(eq(providers.id, provider.id))
    return loadOwnProfile(tx, provider.id)
  })
}
