/** The résumé review's pre-fill, and the body the profile form sends, checked with the API's own contract. */
import { describe, expect, test } from 'bun:test'
import { ProviderProfileBody, type ProviderProfile } from '@shared/contracts/profile'
import type { ExtractedProfile } from '@shared/contracts/resumes'
import { validate } from '@shared/validation/validate'
import { prefill, profileBody, profileValues } from './profile-values'

const saved: ProviderProfile = {
  providerId: 'p1',
  personalInformation: { firstName: 'Maria', lastName: 'Lopez', email: 'm@example.com', streetAddress: '401 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701', aboutMe: null, malpracticeInsurance: false },
  professionalInformation: { providerTitle: 'PHARMACIST', yearsOfExperience: null, experienceBand: null, hourlyRate: null, phoneNumber: '2145550187' },
  abilities: { softwares: ['PioneerRx'], specialties: [], skills: [], languages: ['English'] },
}

const found: ExtractedProfile = {
  personalInfo: { firstName: 'Maria', lastName: 'López', email: null, phone: '(512) 555-0148', streetAddress: null, city: 'Austin', state: 'TX', zipCode: null, aboutMe: 'Community pharmacist.' },
  professionalInfo: { title: 'PHARMACIST', yearsOfExperience: 6, licenses: [] },
  abilities: { softwares: ['pioneerrx', 'QS/1'], specialties: ['Retail/Community'], skills: [], languages: ['English'] },
  workExperience: [],
  education: [],
}

describe('the résumé pre-fill', () => {
  test('fields the résumé names replace the saved ones; lists gain its new choices; the rest stays', () => {
    const { values, filled } = prefill(saved, found)
    expect(values['personalInformation.lastName']).toBe('López')
    expect(values['personalInformation.streetAddress']).toBe('401 Congress Ave')
    expect(values['professionalInformation.yearsOfExperience']).toBe('6')
    expect(values['professionalInformation.phoneNumber']).toBe('(512) 555-0148')
    // "pioneerrx" is the saved PioneerRx: not added twice.
    expect(values['abilities.softwares']).toEqual(['PioneerRx', 'QS/1'])
    expect(values['abilities.languages']).toEqual(['English'])
    expect(filled.sort()).toEqual(
      ['abilities.softwares', 'abilities.specialties', 'personalInformation.aboutMe', 'personalInformation.lastName', 'professionalInformation.phoneNumber', 'professionalInformation.yearsOfExperience'].sort(),
    )
    // The pre-filled form is a body the API accepts.
    expect(validate(ProviderProfileBody, profileBody(values))).toEqual([])
  })

  test('a blank years of experience and no specialty give the API’s own messages', () => {
    const errors = validate(ProviderProfileBody, profileBody(profileValues(saved)))
    expect(errors).toContainEqual({ field: 'professionalInformation.yearsOfExperience', message: 'Years of experience is required' })
    expect(errors).toContainEqual({ field: 'abilities.specialties', message: 'At least one specialty must be specified' })
  })

  test('an hourly rate that is not a number is named by the contract, not dropped', () => {
    const values = { ...prefill(saved, found).values, 'professionalInformation.hourlyRate': 'forty' }
    expect(validate(ProviderProfileBody, profileBody(values))).toContainEqual({ field: 'professionalInformation.hourlyRate', message: 'Hourly rate must be a number' })
  })
})
