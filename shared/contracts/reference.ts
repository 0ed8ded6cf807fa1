/** Public reference data (spec 001 §7 "Public reference data"). */
import { Type, type Static } from '@sinclair/typebox'

export const ReferenceItem = Type.Object({ id: Type.String(), name: Type.String() })
export const ReferenceList = Type.Array(ReferenceItem)
export const Abilities = Type.Object({ specialties: ReferenceList, softwares: ReferenceList, skills: ReferenceList })

export const State = Type.Object({
  value: Type.String({ description: 'Two-letter code' }),
  label: Type.String(),
  cities: Type.Array(Type.String()),
  isProviderLive: Type.Boolean(),
  isFacilityLive: Type.Boolean(),
  providerMapZoomLevel: Type.Number(),
})

export const ZipParams = Type.Object({
  zip: Type.String({ pattern: '^\\d{5}(-\\d{4})?$', messages: { pattern: 'Zip code must be a valid US zip code' } }),
})

export const CityByZip = Type.Object({
  defaultCity: Type.String(),
  defaultState: Type.String(),
  zipCode: Type.String(),
  county: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  timeZone: Type.String({ description: 'IANA time zone' }),
})

export const HowHeardSource = Type.Object({ value: Type.String(), label: Type.String(), needsAnswer: Type.Boolean() })
export const HowHeardSources = Type.Array(HowHeardSource)
export type ReferenceItem = Static<typeof ReferenceItem>
export type ReferenceList = Static<typeof ReferenceList>
export type Abilities = Static<typeof Abilities>
export type State = Static<typeof State>
export type CityByZip = Static<typeof CityByZip>
export type HowHeardSource = Static<typeof HowHeardSource>
export type HowHeardSources = Static<typeof HowHeardSources>

/** `GET /states`. */
export const StateList = Type.Array(State)
export type StateList = Static<typeof StateList>
