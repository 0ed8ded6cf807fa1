/**
 * The signed-in account, read by every area (the shell's name and initials, the greeting, the
 * facility role): `GET /user` for providers and pharmacy users, `GET /admin-panel/user` for
 * admin staff. Answer types are the API's contracts, so a change of shape fails the type check.
 */
import { queryOptions } from '@tanstack/react-query'
import type { CurrentUser, TeamMember } from '@shared/contracts/auth'
import { api } from './api'

export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['user', 'me'],
    queryFn: ({ signal }) => api.get<CurrentUser>('/user', { signal }),
    staleTime: 5 * 60_000,
  })

export const adminUserQuery = () =>
  queryOptions({
    queryKey: ['admin', 'me'],
    queryFn: ({ signal }) => api.get<TeamMember>('/admin-panel/user', { auth: 'admin', signal }),
    staleTime: 5 * 60_000,
  })

/** "Maria" from "Maria Lopez", for greetings. */
export function firstNameOf(name: string | undefined | null): string {
  return name?.trim().split(/\s+/)[0] ?? ''
}

export function initialsOf(name: string | undefined | null): string {
  const parts = name?.trim().split(/\s+/).filter(Boolean) ?? []
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]]
  return letters.filter(Boolean).join('').toUpperCase()
}
