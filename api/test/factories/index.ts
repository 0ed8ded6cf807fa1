/**
 * The test factories, one set for every suite (STYLE 8): each call inserts rows no other call
 * shares (unique e-mails, names, post ids), on the server of `startTestServer()`.
 *
 * - Factories take the test server first, then one object: the parents' ids and any overrides
 *   (`makeShift(server, { facilityId, providerId, daysFromNow: -2 })`), and answer the rows, ids or
 *   tokens made. `makeX` writes rows straight to the database; `signUpX` goes through the real
 *   sign-up call; the others change rows already there (`hireOnSeat`, `setCredits`) or call the API.
 * - People sign in with `PASSWORD`; facility members and team members through the real log-in calls.
 * - They reach modules only through their faces (`api/modules/<m>/index.ts`), and the schema.
 */
export { allCategories, facilitySignUp, futureDate, PASSWORD, providerSignUp, shiftPostBody, type ProviderSignUpOverrides } from './bodies'
export { creditsOf, makeBan, makeFacility, makeMember, makePreferredProvider, setCredits, type TestMember } from './organizations'
export { makeJob, makeJobApplication, type JobOptions } from './jobs'
export { makeSearchableJob, type SearchableJobOptions } from './careers'
export { attachCard, makeCharge, sendWebhook, visitOnboardingLink, webhookSecretOf } from './payments'
export { makeLicense, shadowBanProvider, signUpOrganization, signUpProvider, teamToken, type TestOrganization, type TestProvider } from './people'
export {
  hireOnSeat,
  makeApplication,
  makeCompletedShift,
  makeProviderRating,
  makeShift,
  makeShiftGroup,
  type ApplicationOptions,
  type GroupOptions,
  type HireOptions,
  type ShiftOptions,
} from './shifts'
