/**
 * The default registry: no network. It knows every NPI with a valid check digit (the caller has
 * checked it) and answers a plausible record: a small built-in table of example pharmacies, else
 * the asking facility's own name and address. So a self-hosted server and the demo work
 * offline; a deployment that must prove NPIs sets `NPI_REGISTRY=nppes` (nppes.ts).
 */
import type { NpiLookupHint, NpiRecord, NpiRegistry } from './registry'

const KNOWN: Record<string, Omit<NpiRecord, 'npi'>> = {
  '1234567893': {
    name: 'Example Community Pharmacy',
    enumerationType: 'NPI-2',
    address: { streetAddress: '401 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
    taxonomy: 'Community/Retail Pharmacy',
  },
  '1245319599': {
    name: 'Sample Health Pharmacy',
    enumerationType: 'NPI-2',
    address: { streetAddress: '2100 Ross Ave', city: 'Dallas', state: 'TX', zipCode: '75201' },
    taxonomy: 'Pharmacy',
  },
}

export function offlineNpiRegistry(): NpiRegistry {
  return {
    name: 'offline',
    async lookUp(npi: string, hint: NpiLookupHint): Promise<NpiRecord> {
      const known = KNOWN[npi]
      if (known) return { npi, ...known, address: known.address && { ...known.address } }
      return { npi, name: hint.name, enumerationType: 'NPI-2', address: { ...hint.address }, taxonomy: 'Pharmacy' }
    },
  }
}
