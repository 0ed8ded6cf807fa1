import { lookupZip } from '../../integrations/geo/zip-codes'
import { NotFoundError } from '../../errors'

/** `GET /city-by-zip/{zip}` from the ZIP dataset shipped with the server. */
export function findCityByZip(zip: string) {
  const info = lookupZip(zip)
  if (!info) throw new NotFoundError('zip code', `We could not find a US city for ZIP code ${zip}`)
  return {
    defaultCity: info.city,
    defaultState: info.state,
    zipCode: info.zipCode,
    county: info.county,
    latitude: info.latitude,
    longitude: info.longitude,
    timeZone: info.timeZone,
  }
}
