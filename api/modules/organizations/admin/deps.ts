/**
 * What the admin calls on organizations need from modules that already import this one, passed
 * in by app.ts rather than imported: team (the one permission table) reaches organizations
 * through identity → notifications, and identity owns referral codes; importing either back
 * would close a cycle (.dependency-cruiser.cjs "no-circular"). The same pattern as
 * facility/payment-methods.ts.
 */
import type { TeamCaller } from '../../../context'
import type { Tx } from '../../../db/client'

/** The rows of team/permissions.ts these calls use. */
export type OrganizationAdminPermission = 'panel.read' | 'organizations.manage' | 'facilities.manage' | 'bans.manage'

export interface OrganizationAdminDeps {
  /** team's `requireTeamPermission`: ForbiddenError unless the caller's role has the permission. */
  requireTeamPermission(caller: TeamCaller, permission: OrganizationAdminPermission): void
  /** identity's `newReferralCode`: every organization has its own code to share. */
  newReferralCode(tx: Tx, name: string): Promise<string>
}
