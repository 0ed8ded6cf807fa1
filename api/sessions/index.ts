/**
 * Sessions: the bearer tokens of providers, facility users and the admin-panel team, and who a
 * token belongs to. Infrastructure beneath the auth guards (`api/plugins/auth.ts`) and the
 * identity module's sign-in, sign-up and account verbs, so neither has to import the other.
 */
export { resolveCaller } from './resolve-caller'
export {
  createSession,
  deleteExpiredSessions,
  findSession,
  findSessionOf,
  hashToken,
  revokeSession,
  revokeTeamMemberSessions,
  revokeUserSessions,
} from './sessions'
export type { RequestMeta, SessionSubject } from './sessions'
