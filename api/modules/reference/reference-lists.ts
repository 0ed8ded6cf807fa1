/**
 * The public reference lists as the API answers them (spec 001 §7 "Public reference data"). They
 * never change while the server runs, so each answer is built once.
 */
import type { Abilities, HowHeardSources, ReferenceList, StateList } from '../../../shared/contracts/reference'
import { HOW_HEARD_LABELS, HOW_HEARD_NEEDS_ANSWER, HOW_HEARD_SOURCES } from '../../../shared/enums'
import { ABILITIES, LANGUAGES, referenceItems, STATES } from '../../../shared/reference'

const LANGUAGE_ITEMS = referenceItems(LANGUAGES)
const HOW_HEARD = HOW_HEARD_SOURCES.map((value) => ({ value, label: HOW_HEARD_LABELS[value], needsAnswer: HOW_HEARD_NEEDS_ANSWER.includes(value) }))

export const listStates = (): StateList => STATES
export const listSpecialties = (): ReferenceList => [...ABILITIES.specialties]
export const listSoftwares = (): ReferenceList => [...ABILITIES.softwares]
export const listSkills = (): ReferenceList => [...ABILITIES.skills]
export const listAbilities = (): Abilities => ({ specialties: listSpecialties(), softwares: listSoftwares(), skills: listSkills() })
export const listLanguages = (): ReferenceList => LANGUAGE_ITEMS
export const listHowHeardSources = (): HowHeardSources => HOW_HEARD
