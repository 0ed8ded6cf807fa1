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
