/** Request bodies: valid sign-up bodies with unique e-mails (override any field per test), a shift post, rating lists, dates. */
import { addDays, todayIn } from '../../../shared/domain/zoned-time'
import { PASSWORD, unique } from './internal'

export { PASSWORD }

export function futureDate(days = 400): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * A `POST /facility/shift` body: a community pharmacist, one day `daysAhead` days out (Chicago's
 * calendar), 09:00–17:00 with `quantity` seats; `overrides` replace top-level fields.
 */
export function shiftPostBody(facilityId: string, { daysAhead = 5, quantity = 1, ...overrides }: { daysAhead?: number; quantity?: number } & Record<string, unknown> = {}) {
  return {
    facilityId,
    title: 'Community pharmacist — weekend',
    description: 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy.',
    rate: 68,
    providerType: 'PHARMACIST',
    locationType: 'ON_SITE',
    software: ['QS/1'],
    specialties: ['Retail'],
    languages: ['English'],
    lunchBreakMinutes: 30,
    shiftDays: [{ date: addDays(todayIn('America/Chicago', new Date()), daysAhead), timeSlots: [{ startTime: '09:00', endTime: '17:00', quantity }] }],
    ...overrides,
  }
}

export function facilitySignUp(overrides: Record<string, unknown> = {}) {
  return {
    email: `owner-${unique()}@pharmacy.test`,
    password: PASSWORD,
    firstName: 'Maria',
    lastName: 'Lopez',
    facilityName: 'Riverside Community Pharmacy',
    streetAddress: '401 Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    phoneNumber: '(512) 555-0147',
    howDidYouHearAboutUs: 'GOOGLE',
    platformInterest: 'MARKETPLACE',
    smsOptIn: true,
    ...overrides,
  }
}

export interface ProviderSignUpOverrides {
  email?: string
  personal?: Record<string, unknown>
  professional?: Record<string, unknown>
  extra?: Record<string, unknown>
}

export function providerSignUp(overrides: ProviderSignUpOverrides = {}) {
  return {
    email: overrides.email ?? `rph-${unique()}@provider.test`,
    password: PASSWORD,
    personalInformation: {
      firstName: 'James',
      lastName: 'Carter',
      streetAddress: '1200 Barton Springs Rd',
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      aboutMe: 'Community pharmacist with immunization certification.',
      ...overrides.personal,
    },
    professionalInformation: {
      providerTitle: 'PHARMACIST',
      licenseNumber: 'RPH-48213',
      licenseExpiration: futureDate(),
      stateLicense: 'TX',
      phoneNumber: '2145550187',
      smsOptIn: false,
      howDidYouHearAboutUs: 'FRIEND_OR_COLLEAGUE',
      ...overrides.professional,
    },
    extraInformation: {
      yearsOfExperience: 6,
      skills: ['Immunizations'],
      softwares: ['PioneerRx'],
      specialties: ['Retail/Community'],
      languages: ['English', 'Spanish'],
      ...overrides.extra,
    },
  }
}

/** The same score in every category: `ratings: allCategories(PROVIDER_RATING_CATEGORIES, 5)`. */
export const allCategories = <T extends readonly string[]>(categories: T, score: number) => categories.map((category) => ({ category, score }))
