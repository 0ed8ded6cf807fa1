/**
 * The organization's own team (spec 000 §6): invite a colleague, change their role or the
 * facilities a MEMBER works for, remove them. OWNER and ADMIN only; the API says why otherwise
 * (a MEMBER → 403, the last OWNER → 409), and the screen shows its words.
 */
import type { OrganizationUser } from '@shared/contracts/facility-shifts'
import type { InviteMemberBody, UpdateMemberBody } from '@shared/contracts/organization-users'
import { api } from '../../../lib/api'

export const inviteColleague = (body: InviteMemberBody) => api.post<OrganizationUser>('/organization/users', body)

export const updateColleague = (userId: string, body: UpdateMemberBody) => api.put<OrganizationUser>(`/organization/users/${encodeURIComponent(userId)}`, body)

export const removeColleague = (userId: string) => api.delete<void>(`/organization/users/${encodeURIComponent(userId)}`)
