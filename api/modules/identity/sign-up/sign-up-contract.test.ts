/** Spec 001 §5: every sign-up rule with its exact message. */
import { describe, expect, test } from 'bun:test'
import { facilitySignUp, providerSignUp } from '../../../test/factories'
import { validate } from '../../../../shared/validation/validate'
import { FacilitySignUp, ProviderSignUp } from '../../../../shared/contracts/sign-up'

const facilityError = (overrides: Record<string, unknown>, field: string) =>
  validate(FacilitySignUp, facilitySignUp(overrides)).find((e) => e.field === field)?.message
const personalError = (personal: Record<string, unknown>, field: string) =>
  validate(ProviderSignUp, providerSignUp({ personal })).find((e) => e.field === `personalInformation.${field}`)?.message
const professionalError = (professional: Record<string, unknown>, field: string) =>
  validate(ProviderSignUp, providerSignUp({ professional })).find((e) => e.field === `professionalInformation.${field}`)?.message

describe('valid bodies', () => {
  test('pass as given', () => {
    expect(validate(FacilitySignUp, facilitySignUp())).toEqual([])
    expect(validate(ProviderSignUp, providerSignUp())).toEqual([])
  })
})

describe('names: 1–50 letters and spaces', () => {
  test('required', () => {
    expect(personalError({ firstName: '' }, 'firstName')).toBe('First Name is required')
    expect(facilityError({ lastName: undefined }, 'lastName')).toBe('Last Name is required')
  })
  test('letters only', () => {
    expect(facilityError({ lastName: 'Sm1th' }, 'lastName')).toBe('Last Name must only contain letters')
    expect(personalError({ firstName: 'J@mes' }, 'firstName')).toBe('First Name must only contain letters')
    expect(personalError({ firstName: 'Mary Ann' }, 'firstName')).toBeUndefined()
  })
  test('too long', () => {
    expect(personalError({ lastName: 'A'.repeat(51) }, 'lastName')).toBe('Last Name is too long')
    expect(personalError({ lastName: 'A'.repeat(50) }, 'lastName')).toBeUndefined()
  })
})

describe('street address', () => {
  test.each(['PO Box 123', 'P.O. Box 9', 'po box 1', 'Post Office Box 44', '12 Main St, P O Box 3'])('provider refuses %p', (street) => {
    expect(personalError({ streetAddress: street }, 'streetAddress')).toBe('PO Box addresses are not accepted')
  })
  test('facilities may use any street line; words like "Boxwood" are not a PO Box', () => {
    expect(facilityError({ streetAddress: 'PO Box 12' }, 'streetAddress')).toBeUndefined()
    expect(personalError({ streetAddress: '77 Boxwood Lane' }, 'streetAddress')).toBeUndefined()
  })
  test('1–50 characters', () => {
    expect(personalError({ streetAddress: '' }, 'streetAddress')).toBe('Street address is required')
    expect(personalError({ streetAddress: 'x'.repeat(51) }, 'streetAddress')).toBe('Street address is too long')
  })
})

describe('city, state, ZIP', () => {
  test('city 1–50', () => {
    expect(facilityError({ city: '' }, 'city')).toBe('City is required')
    expect(facilityError({ city: 'x'.repeat(51) }, 'city')).toBe('City is too long')
  })
  test('state is a listed state or DC', () => {
    expect(facilityError({ state: 'XX' }, 'state')).toBe('State must be a valid State')
    expect(facilityError({ state: undefined }, 'state')).toBe('State is required')
    expect(facilityError({ state: 'DC', zipCode: '20001' }, 'state')).toBeUndefined()
  })
  test.each(['7870', '787011', 'ABCDE', '78701-12', '78701 1234'])('ZIP %p is refused', (zip) => {
    expect(facilityError({ zipCode: zip }, 'zipCode')).toBe('Zip code must be a valid US zip code')
  })
  test('ZIP+4 is accepted', () => {
    expect(facilityError({ zipCode: '78701-1234' }, 'zipCode')).toBeUndefined()
  })
})

describe('phone: 10–14 characters, a valid US number, no fakes', () => {
  test.each(['1111111111', '5555555555', '0123456789', '1234567890', '9876543210', '(212) 123-4567', '2125555555', '123', 'abcdefghij', '(012) 345-6789'])('refuses %p', (phone) => {
    expect(facilityError({ phoneNumber: phone }, 'phoneNumber')).toBe('Phone number must be a valid US phone number')
  })
  test.each(['(512) 555-0147', '512-555-0147', '5125550147', '+15125550147'])('accepts %p', (phone) => {
    expect(facilityError({ phoneNumber: phone }, 'phoneNumber')).toBeUndefined()
  })
  test('required and too long', () => {
    expect(facilityError({ phoneNumber: undefined }, 'phoneNumber')).toBe('Phone number is required')
    expect(facilityError({ phoneNumber: '+1 (512) 555-0147' }, 'phoneNumber')).toBe('Phone number is too long')
  })
})

describe('professional information', () => {
  test('provider title', () => {
    expect(professionalError({ providerTitle: 'DOCTOR' }, 'providerTitle')).toBe('Provider type must be a valid Provider Type')
    for (const title of ['PHARMACIST', 'TECHNICIAN', 'INTERN']) expect(professionalError({ providerTitle: title }, 'providerTitle')).toBeUndefined()
  })
  test('license number 1–30', () => {
    expect(professionalError({ licenseNumber: '' }, 'licenseNumber')).toBe('License number is required')
    expect(professionalError({ licenseNumber: 'x'.repeat(31) }, 'licenseNumber')).toBe('License number is too long')
  })
  test('license expiration required and in the future', () => {
    expect(professionalError({ licenseExpiration: '2020-01-01' }, 'licenseExpiration')).toBe('State expiration date must be a valid date')
    expect(professionalError({ licenseExpiration: '2031-02-30' }, 'licenseExpiration')).toBe('State expiration date must be a valid date')
    expect(professionalError({ licenseExpiration: undefined }, 'licenseExpiration')).toBe('License Expiration Date is required')
  })
  test('license state', () => {
    expect(professionalError({ stateLicense: 'ZZ' }, 'stateLicense')).toBe('State must be a valid State')
  })
  test('how-heard required; other and podcast need an answer', () => {
    expect(professionalError({ howDidYouHearAboutUs: undefined }, 'howDidYouHearAboutUs')).toBe('How did you hear about us is required')
    expect(professionalError({ howDidYouHearAboutUs: 'OTHER' }, 'otherAnswer')).toBe('Please specify')
    expect(professionalError({ howDidYouHearAboutUs: 'PODCAST', otherAnswer: '  ' }, 'otherAnswer')).toBe('Please specify')
    expect(professionalError({ howDidYouHearAboutUs: 'PODCAST', otherAnswer: 'Pharmacy Podcast Network' }, 'otherAnswer')).toBeUndefined()
    expect(facilityError({ howDidYouHearAboutUs: 'OTHER' }, 'otherAnswer')).toBe('Please specify')
  })
})

test('about me at most 1000', () => {
  expect(personalError({ aboutMe: 'a'.repeat(1001) }, 'aboutMe')).toBe('About me is too long')
  expect(personalError({ aboutMe: null }, 'aboutMe')).toBeUndefined()
})

test('facility name required; e-mail and password per api-contract', () => {
  expect(facilityError({ facilityName: '' }, 'facilityName')).toBe('Facility Name is required')
  expect(facilityError({ email: 'not-an-email' }, 'email')).toBe('Email must be a valid email address')
  expect(facilityError({ password: 'short' }, 'password')).toBe('Password must be at least 8 characters')
})

test('errors list fields in form order and the message is the first', () => {
  const errors = validate(FacilitySignUp, {})
  expect(errors.map((e) => e.field).slice(0, 3)).toEqual(['email', 'password', 'firstName'])
})
