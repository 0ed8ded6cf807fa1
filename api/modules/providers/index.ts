/** Providers as facilities know them: profiles, preferred providers, workers and bans. */
export { bannedFacilityIdsFor } from './bans'
export { facilityProviderRoutes as providerRoutes } from './facility/routes'
