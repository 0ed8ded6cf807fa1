/** Test data and helpers shared by the specs (no Playwright imports: the config loads it too). */

export const ADMIN_EMAIL = 'admin@e2e.test'
export const ADMIN_PASSWORD = 'Admin-pass-2026'
export const PASSWORD = 'Shift-pass-2026'

let counter = 0
export function uniqueEmail(kind: string): string {
  counter += 1
  return `${kind}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@e2e.test`
}

/** A calendar date `days` from now, `YYYY-MM-DD`. */
export function futureDate(days = 400): string {
  const d = new Date(Date.now() + days * 24 * 60 * 60 * 1000)
  return d.toISOString().slice(0, 10)
}

export function providerSignUpBody(email: string, firstName = 'Maria', lastName = 'Lopez') {
  return {
    email,
    password: PASSWORD,
    personalInformation: {
      firstName,
      lastName,
      streetAddress: '401 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    },
    professionalInformation: {
      providerTitle: 'PHARMACIST',
      licenseNumber: 'RPH-55012',
      licenseExpiration: futureDate(),
      stateLicense: 'TX',
      phoneNumber: '2145550187',
      smsOptIn: false,
      howDidYouHearAboutUs: 'GOOGLE',
    },
  }
}

export function facilitySignUpBody(email: string, firstName = 'Daniel', lastName = 'Reyes') {
  return {
    email,
    password: PASSWORD,
    firstName,
    lastName,
    facilityName: 'Midtown Community Pharmacy',
    streetAddress: '350 Fifth Ave',
    city: 'New York',
    state: 'NY',
    zipCode: '10001',
    phoneNumber: '2125550143',
    howDidYouHearAboutUs: 'LINKEDIN',
    smsOptIn: false,
  }
}

/** A calendar date `days` after today in New York (the test pharmacies' zone), `YYYY-MM-DD`. */
export function nyDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
  const [y, m, d] = today.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

/** `POST /facility/shift`: a pharmacist, 9:00–17:30 with an unpaid half-hour lunch, one seat a day. */
export function shiftPostBody(facilityId: string, title: string, dates: string[], extra: Record<string, unknown> = {}) {
  return {
    facilityId,
    title,
    description: 'Verify prescriptions, counsel patients and give immunizations at a busy community pharmacy in Midtown.',
    rate: 66,
    providerType: 'PHARMACIST',
    locationType: 'ON_SITE',
    software: ['PioneerRx'],
    specialties: ['Retail/Community'],
    languages: ['English'],
    skills: ['Immunizations'],
    lunchBreakMinutes: 30,
    isLunchBreakPaid: false,
    shiftDays: dates.map((date) => ({ date, timeSlots: [{ startTime: '09:00', endTime: '17:30', quantity: 1 }] })),
    ...extra,
  }
}
