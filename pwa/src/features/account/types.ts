import type { OrganizationRole, PreferredApp, TeamRole, UserType } from '@shared/enums'

/** `GET /api/user` (seed 000 §3 "Current user"). */
export interface CurrentUser {
  userId: string
  name: string
  email: string
  personalPhone?: string | null
  image?: string | null
  userType: UserType
  providerId?: string | null
  role?: OrganizationRole | null
  organizationId?: string | null
  facilityIds?: string[]
  hasBackgroundCheckCleared?: boolean
  hasCompletedTour?: boolean
  preferredApp?: PreferredApp | null
}

/** `GET /api/admin-panel/user` (seed 000 §3 "Admin user"). */
export interface AdminUser {
  id: string
  firstName: string
  lastName: string
  email: string
  role: TeamRole
  createdAt: string
  isDisabled: boolean
}
