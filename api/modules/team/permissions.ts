/**
 * What each admin-panel role may do (domain "People and tenants"), as one table:
 * ADMIN everything; OPERATIONS everything but team management, prices and creating benefits;
 * SUPPORT reads and answers support-agent chats, and may not read the dashboard analytics.
 */
import type { TeamRole } from '../../../shared/enums'
import type { TeamCaller } from '../../context'
import { ForbiddenError } from '../../errors'

export const TEAM_PERMISSIONS = {
  'panel.read': ['ADMIN', 'OPERATIONS', 'SUPPORT'],
  'analytics.read': ['ADMIN', 'OPERATIONS'],
  'team.manage': ['ADMIN'],
  'audit.read': ['ADMIN'],
  'prices.manage': ['ADMIN'],
  'benefits.create': ['ADMIN'],
  'benefits.apply': ['ADMIN', 'OPERATIONS'],
  'organizations.manage': ['ADMIN', 'OPERATIONS'],
  'facilities.manage': ['ADMIN', 'OPERATIONS'],
  'shifts.manage': ['ADMIN', 'OPERATIONS'],
  'providers.manage': ['ADMIN', 'OPERATIONS'],
  // Deciding in the verification queues (issue 16 §3): certifications, background checks needing
  // review, facility onboarding forms. Reading them is `panel.read`; SUPPORT only looks.
  'verifications.decide': ['ADMIN', 'OPERATIONS'],
  'credits.manage': ['ADMIN', 'OPERATIONS'],
  'bans.manage': ['ADMIN', 'OPERATIONS'],
  'support.chat': ['ADMIN', 'OPERATIONS', 'SUPPORT'],
} as const satisfies Record<string, readonly TeamRole[]>

export type TeamPermission = keyof typeof TEAM_PERMISSIONS

export function can(role: TeamRole, permission: TeamPermission): boolean {
  return (TEAM_PERMISSIONS[permission] as readonly TeamRole[]).includes(role)
}

export function requireTeamPermission(caller: TeamCaller, permission: TeamPermission): void {
  if (!can(caller.role, permission)) throw new ForbiddenError('Your team role does not allow this')
}
