/**
 * What the admin calls on organizations need from modules that already import this one, passed
 * in by app.ts rather than imported: team (the one permission table) reaches organizations
 * through identity → notifications, identity owns referral codes, passwords and invitations,
 * and notifications delivers e-mails; importing any of them back would close a cycle
 * (.dependency-cruiser.cjs "no-circular"). The same pattern as facility/payment-methods.ts.
 */
import type { AppContext, TeamCaller } from '../../../context'
import type { Tx } from '../../../db/client'

/** The rows of team/permissions.ts these calls use. */
export type OrganizationAdminPermission = 'panel.read' | 'organizations.manage' | 'facilities.manage' | 'bans.manage'

export interface OrganizationAdminDeps {
  /** team's `requireTeamPermission`: ForbiddenError unless the caller's role has the permission. */
  requireTeamPermission(caller: TeamCaller, permission: OrganizationAdminPermission): void
  /** identity's `newReferralCode`: every organization has its own code to share. */
  newReferralCode(tx: Tx, name: string): Promise<string>
  /** identity's `hashPassword`: the invited owner's account starts with a password nobody knows. */
  hashPassword(password: string): Promise<string>
  /** identity's `issueInvitation`, in the caller's write; answers the queued e-mail. */
  issueInvitation(ctx: AppContext, tx: Tx, invitee: { userId: string }, details: { email: string; firstName: string; invitedBy: string; joining: string }): Promise<QueuedInvitation>
  /** notifications' `deliverEmail`, after the commit. */
  deliverEmail(ctx: AppContext, queued: QueuedInvitation): void
}

/** The queued invitation e-mail (notifications' `QueuedEmail`), passed back as it came. */
export interface QueuedInvitation {
  id: string
}
