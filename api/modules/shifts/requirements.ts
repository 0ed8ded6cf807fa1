/**
 * What a provider has against what a shift group asks (domain "Applications and hiring"):
 * requirements decide `meetsAllRequirements` (and auto-hire); preferences only list what is
 * missing. Pure: callers load the provider's verified license states.
 */
export interface GroupNeeds {
  state: string
  providerType: string
  softwares: string[]
  specialties: string[]
  languages: string[]
  skills: string[]
  malpracticeInsuranceRequired: boolean
  experienceInSoftwareRequired: boolean
  drugScreenRequired: boolean
  providerNeedsLicenseOnTheShiftState: boolean
}

export interface ProviderOffer {
  providerType: string
  softwares: string[]
  specialties: string[]
  languages: string[]
  skills: string[]
  hasMalpracticeInsurance: boolean
  /** States with a verified, unexpired license of the provider's type. */
  licensedStates: string[]
  /** A recent negative drug screen on file (none are recorded until screening exists). */
  hasRecentDrugScreen?: boolean
}

export interface RequirementCheck {
  meetsAllRequirements: boolean
  requirementDetails: {
    license: { required: boolean; met: boolean; state: string }
    malpracticeInsurance: { required: boolean; met: boolean }
    drugScreen: { required: boolean; met: boolean }
    softwareExperience: { required: boolean; met: boolean }
  }
  missingRequirements: { languages: string[]; skills: string[]; softwares: string[]; specialties: string[] }
}

const missing = (wanted: string[], have: string[]) => {
  const held = new Set(have.map((s) => s.toLowerCase()))
  return wanted.filter((w) => !held.has(w.toLowerCase()))
}

export function checkRequirements(group: GroupNeeds, provider: ProviderOffer): RequirementCheck {
  const missingSoftwares = missing(group.softwares, provider.softwares)
  const license = { required: group.providerNeedsLicenseOnTheShiftState, met: provider.licensedStates.includes(group.state), state: group.state }
  const malpracticeInsurance = { required: group.malpracticeInsuranceRequired, met: provider.hasMalpracticeInsurance }
  const drugScreen = { required: group.drugScreenRequired, met: provider.hasRecentDrugScreen ?? false }
  // Experience with the facility's system: at least one of the softwares it listed.
  const softwareExperience = { required: group.experienceInSoftwareRequired, met: group.softwares.length === 0 || missingSoftwares.length < group.softwares.length }
  const details = { license, malpracticeInsurance, drugScreen, softwareExperience }
  return {
    meetsAllRequirements: Object.values(details).every((r) => !r.required || r.met),
    requirementDetails: details,
    missingRequirements: {
      languages: missing(group.languages, provider.languages),
      skills: missing(group.skills, provider.skills),
      softwares: missingSoftwares,
      specialties: missing(group.specialties, provider.specialties),
    },
  }
}
