/**
 * Where an address is, for distances and the facility's time zone: from its ZIP code, or — for
 * a ZIP newer than the shipped dataset — from the state's capital, so a brand-new ZIP never
 * blocks a sign-up (USPS adds ZIP codes every year).
 */
import { ValidationError } from '../../errors'
import { lookupZip } from './zip-codes'

/** State capitals' ZIP codes: a central, well-known point per state with a known time zone. */
const CAPITAL_ZIPS: Record<string, string> = {
  AL: '36104', AK: '99801', AZ: '85001', AR: '72201', CA: '95814', CO: '80202', CT: '06103', DE: '19901',
  DC: '20001', FL: '32301', GA: '30303', HI: '96813', ID: '83702', IL: '62701', IN: '46204', IA: '50309',
  KS: '66603', KY: '40601', LA: '70802', ME: '04330', MD: '21401', MA: '02108', MI: '48933', MN: '55102',
  MS: '39201', MO: '65101', MT: '59601', NE: '68508', NV: '89701', NH: '03301', NJ: '08608', NM: '87501',
  NY: '12207', NC: '27601', ND: '58501', OH: '43215', OK: '73102', OR: '97301', PA: '17101', RI: '02903',
  SC: '29201', SD: '57501', TN: '37219', TX: '78701', UT: '84111', VT: '05602', VA: '23219', WA: '98501',
  WV: '25301', WI: '53703', WY: '82001',
}

export interface Location {
  latitude: number
  longitude: number
  timeZone: string
  /** False when the ZIP was not in the dataset and the state's capital stands in. */
  isExact: boolean
}

/**
 * Locates `zipCode` in `state`. A known ZIP in another state is refused (400 on `field`): the
 * facility's time zone and a provider's distances would be wrong.
 */
export function locateAddress(zipCode: string, state: string, field = 'zipCode'): Location {
  const info = lookupZip(zipCode)
  if (info) {
    if (info.state !== state) throw ValidationError.field(field, 'Zip code is not in the selected state')
    return { latitude: info.latitude, longitude: info.longitude, timeZone: info.timeZone, isExact: true }
  }
  const capital = lookupZip(CAPITAL_ZIPS[state] ?? '')
  if (!capital) throw ValidationError.field(field, 'Zip code must be a valid US zip code')
  return { latitude: capital.latitude, longitude: capital.longitude, timeZone: capital.timeZone, isExact: false }
}
