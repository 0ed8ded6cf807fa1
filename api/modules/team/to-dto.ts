import type { TeamMember } from '../../../shared/contracts/auth'
import type { teamMembers } from '../../db/schema'

export function toTeamMember(row: typeof teamMembers.$inferSelect): TeamMember {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    role: row.role,
    createdAt: row.createdAt.toISOString(),
    isDisabled: row.isDisabled,
  }
}
