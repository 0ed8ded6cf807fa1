/**
 * The organization's own management (spec 000 §6): its people — inviting a colleague by e-mail
 * (identity's invitations), changing a role or a MEMBER's facilities, removing someone, deleting a
 * facility account — and its settings: platform interest and the referral code it applied.
 * The organization itself, its facilities and their scope are in `organizations/`.
 */
export { memberRoutes } from './routes'
