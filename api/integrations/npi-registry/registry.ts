/** What the NPI registry answers about one NPI, whichever adapter asks it (index.ts). */

export interface NpiRegistryAddress {
  streetAddress: string
  city: string
  state: string
  zipCode: string
}

export interface NpiRecord {
  npi: string
  /** The organization's name (NPI-2), or the person's (NPI-1). */
  name: string
  /** NPI-1 a person, NPI-2 an organization such as a pharmacy. */
  enumerationType: 'NPI-1' | 'NPI-2'
  /** The practice location, else the first address the registry lists; null when it lists none. */
  address: NpiRegistryAddress | null
  /** The primary taxonomy's description ("Pharmacy", "Community/Retail Pharmacy"), when given. */
  taxonomy: string | null
}

/** What the offline registry may echo back: the facility asking (it has no data of its own). */
export interface NpiLookupHint {
  name: string
  address: NpiRegistryAddress
}

export interface NpiRegistry {
  readonly name: 'offline' | 'nppes'
  /**
   * The registry's record of this NPI, or null when the registry does not know it. Throws
   * `NpiRegistryUnavailableError` when the registry cannot be asked or answers nonsense.
   */
  lookUp(npi: string, hint: NpiLookupHint): Promise<NpiRecord | null>
}

/** The registry did not answer (down, timed out, refused, or answered something unreadable). */
export class NpiRegistryUnavailableError extends Error {}
