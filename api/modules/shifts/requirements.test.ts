import { expect, test } from 'bun:test'
import { checkRequirements, type GroupNeeds, type ProviderOffer } from './requirements'

const group: GroupNeeds = {
  state: 'TX', providerType: 'PHARMACIST', softwares: ['PioneerRx', 'QS/1'], specialties: ['Retail/Community'], languages: ['English', 'Spanish'], skills: ['Immunizations'],
  malpracticeInsuranceRequired: true, experienceInSoftwareRequired: true, drugScreenRequired: false, providerNeedsLicenseOnTheShiftState: true,
}
const provider: ProviderOffer = {
  providerType: 'PHARMACIST', softwares: ['pioneerrx'], specialties: [], languages: ['English'], skills: ['Immunizations'], hasMalpracticeInsurance: true, licensedStates: ['TX'],
}

test('requirements met; preferences listed as missing without blocking', () => {
  const check = checkRequirements(group, provider)
  expect(check.meetsAllRequirements).toBe(true)
  expect(check.missingRequirements).toEqual({ languages: ['Spanish'], skills: [], softwares: ['QS/1'], specialties: ['Retail/Community'] })
})

test('each requirement can fail on its own', () => {
  expect(checkRequirements(group, { ...provider, licensedStates: ['CA'] }).requirementDetails.license.met).toBe(false)
  expect(checkRequirements(group, { ...provider, hasMalpracticeInsurance: false }).meetsAllRequirements).toBe(false)
  expect(checkRequirements(group, { ...provider, softwares: ['Rx30'] }).meetsAllRequirements).toBe(false)
  expect(checkRequirements({ ...group, drugScreenRequired: true }, provider).meetsAllRequirements).toBe(false)
  expect(checkRequirements({ ...group, providerNeedsLicenseOnTheShiftState: false }, { ...provider, licensedStates: [] }).meetsAllRequirements).toBe(true)
})
