import type { OrganizationRole } from '@shared/enums'

/** An organization role as the team reads it. */
export const ROLE_LABELS: Record<OrganizationRole, string> = { OWNER: 'Owner', ADMIN: 'Admin', MEMBER: 'Member' }
