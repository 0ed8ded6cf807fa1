/**
 * Providers: as facilities know them (`facility/`: profiles, preferred providers, workers and
 * bans) and their own profile and professional history (`provider/`: profile, work experience,
 * education, certifications); `admin/` the admin panel's list, upcoming shifts and shadow ban.
 */
import { Elysia } from 'elysia'
import type { AppContext } from '../../context'
import { adminCertificationRoutes } from './admin/certifications/routes'
import { adminProviderRoutes } from './admin/routes'
import { facilityProviderRoutes } from './facility/routes'
import { providerProfileRoutes } from './provider/routes'

export const providerRoutes = (ctx: AppContext) => new Elysia().use(facilityProviderRoutes(ctx)).use(providerProfileRoutes(ctx)).use(adminProviderRoutes(ctx)).use(adminCertificationRoutes(ctx))

export { bannedFacilityIdsFor } from './bans'
export { certificationStatus as credentialStatus } from './provider/certification-status'
export { banProviderAtFacility } from './ban-at-facility'
/** What an organization sees of an applicant's history (careers' job applicant). */
export { workExperienceOf } from './provider/list-work-experience'
export { educationOf } from './provider/list-education'
