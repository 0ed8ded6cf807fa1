/**
 * The profile form's values, without React (issue 13 §9): kept flat by the contract's error
 * paths (`personalInformation.firstName`), built from the saved profile, laid over with what a
 * résumé found, and turned into the `PUT /provider/profile` body.
 */
import type { ProviderProfile } from '@shared/contracts/profile'
import type { ExtractedProfile } from '@shared/contracts/resumes'
import { textOrUndefined } from '../../../../lib/forms/fields'
import type { FormValues } from '../../../../lib/forms/use-contract-form'
import { personalInformationBody } from '../../../../lib/forms/personal-information'

export const P = 'personalInformation'
export const Q = 'professionalInformation'
export const A = 'abilities'

export const PROFILE_FIELDS = [
  `${P}.firstName`,
  `${P}.lastName`,
  `${P}.streetAddress`,
  `${P}.city`,
  `${P}.state`,
  `${P}.zipCode`,
  `${P}.aboutMe`,
  `${P}.malpracticeInsurance`,
  `${Q}.yearsOfExperience`,
  `${Q}.hourlyRate`,
  `${Q}.phoneNumber`,
  `${A}.softwares`,
  `${A}.specialties`,
  `${A}.skills`,
  `${A}.languages`,
] as const

export const ABOUT_ME_MAX = 1000

const TITLES: Record<string, string> = { PHARMACIST: 'Pharmacist', TECHNICIAN: 'Pharmacy Technician', INTERN: 'Pharmacy Intern' }
export const titleLabel = (title: string | null | undefined) => (title ? (TITLES[title] ?? title) : 'Not set')

/** The saved profile as the form's values. */
export function profileValues(p: ProviderProfile): FormValues {
  const i = p.personalInformation
  const q = p.professionalInformation
  return {
    [`${P}.firstName`]: i.firstName,
    [`${P}.lastName`]: i.lastName,
    [`${P}.streetAddress`]: i.streetAddress,
    [`${P}.city`]: i.city,
    [`${P}.state`]: i.state,
    [`${P}.zipCode`]: i.zipCode,
    [`${P}.aboutMe`]: i.aboutMe ?? '',
    [`${P}.malpracticeInsurance`]: i.malpracticeInsurance,
    [`${Q}.yearsOfExperience`]: q.yearsOfExperience === null ? '' : String(q.yearsOfExperience),
    [`${Q}.hourlyRate`]: q.hourlyRate === null ? '' : String(q.hourlyRate),
    [`${Q}.phoneNumber`]: q.phoneNumber,
    [`${A}.softwares`]: p.abilities.softwares,
    [`${A}.specialties`]: p.abilities.specialties,
    [`${A}.skills`]: p.abilities.skills,
    [`${A}.languages`]: p.abilities.languages,
  }
}

/** A number typed as text: blank is "not given" (the contract then says "… is required"); anything else stays as typed if it is not a number, so the contract names it. */
function numberOrText(value: unknown): number | string | undefined {
  const text = textOrUndefined(value)
  if (text === undefined) return undefined
  const n = Number(text)
  return Number.isFinite(n) ? n : text
}

const list = (v: unknown): string[] => (Array.isArray(v) ? (v as string[]) : [])

export function profileBody(v: FormValues) {
  return {
    // "About me" may be emptied on the profile: null clears it.
    personalInformation: { ...personalInformationBody(v, P), aboutMe: textOrUndefined(v[`${P}.aboutMe`]) ?? null },
    professionalInformation: {
      yearsOfExperience: numberOrText(v[`${Q}.yearsOfExperience`]),
      hourlyRate: numberOrText(v[`${Q}.hourlyRate`]) ?? null,
      phoneNumber: textOrUndefined(v[`${Q}.phoneNumber`]),
    },
    abilities: {
      softwares: list(v[`${A}.softwares`]),
      specialties: list(v[`${A}.specialties`]),
      skills: list(v[`${A}.skills`]),
      languages: list(v[`${A}.languages`]),
    },
  }
}

/**
 * The saved profile with what the résumé found laid over it: a field the résumé names replaces
 * the saved one, lists gain the résumé's choices. Answers the values and the fields it filled.
 */
export function prefill(profile: ProviderProfile, found: ExtractedProfile): { values: FormValues; filled: string[] } {
  const values = profileValues(profile)
  const filled: string[] = []
  const put = (field: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value.trim() === '' || values[field] === value) return
    values[field] = value
    filled.push(field)
  }
  const i = found.personalInfo
  put(`${P}.firstName`, i.firstName)
  put(`${P}.lastName`, i.lastName)
  put(`${P}.streetAddress`, i.streetAddress)
  put(`${P}.city`, i.city)
  put(`${P}.state`, i.state)
  put(`${P}.zipCode`, i.zipCode)
  put(`${P}.aboutMe`, i.aboutMe?.slice(0, 1000))
  put(`${Q}.phoneNumber`, i.phone)
  put(`${Q}.yearsOfExperience`, found.professionalInfo.yearsOfExperience === null ? null : String(found.professionalInfo.yearsOfExperience))
  for (const key of ['softwares', 'specialties', 'skills', 'languages'] as const) {
    const field = `${A}.${key}`
    const current = values[field] as string[]
    const added = found.abilities[key].filter((name) => !current.some((c) => c.toLowerCase() === name.toLowerCase()))
    if (added.length > 0) {
      values[field] = [...current, ...added]
      filled.push(field)
    }
  }
  return { values, filled }
}

