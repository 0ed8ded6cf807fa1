/**
 * The signed-in person of an area, and what to do when their session ends. A 401 on the
 * account call means the token expired or was revoked (password change, disabled account): the
 * token is dropped and the area's sign-in opens, returning here afterwards.
 */
import { useEffect } from 'react'
import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { UserType } from '@shared/enums'
import { ApiError } from '../../lib/api'
import { adminSession, areaFor, userSession } from '../../lib/session'
import { adminUserQuery, currentUserQuery } from '../../lib/account'
import { clearOfflineData } from '../../offline'

function isSessionEnded(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403)
}

export function useUserArea(expected: UserType) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const href = useRouterState({ select: (s) => s.location.href })
  const user = useQuery(currentUserQuery())

  useEffect(() => {
    // No token left means this person signed out (the sign-out already left for the sign-in
    // page): the account call's 401 that follows is not an expired session to come back from.
    if (!isSessionEnded(user.error) || !userSession.get()) return
    userSession.clear()
    void clearOfflineData()
    queryClient.clear()
    void navigate({ to: '/sign-in', search: { redirect: href }, replace: true })
  }, [user.error])

  useEffect(() => {
    const actual = user.data?.userType
    const session = userSession.get()
    if (!actual || actual === expected || !session) return
    // The stored kind disagrees with the account: trust the account and open its area.
    userSession.set({ token: session.token, userType: actual })
    void navigate({ to: areaFor(actual), replace: true })
  }, [user.data?.userType])

  const signOut = () => {
    userSession.clear()
    void clearOfflineData()
    queryClient.clear()
    void navigate({ to: '/sign-in' })
  }

  return { user: user.data, signOut }
}

export function useAdminArea() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const href = useRouterState({ select: (s) => s.location.href })
  const admin = useQuery(adminUserQuery())

  useEffect(() => {
    if (!isSessionEnded(admin.error) || !adminSession.getToken()) return
    adminSession.clear()
    queryClient.removeQueries({ queryKey: ['admin'] })
    void navigate({ to: '/admin/sign-in', search: { redirect: href }, replace: true })
  }, [admin.error])

  const signOut = () => {
    adminSession.clear()
    queryClient.removeQueries({ queryKey: ['admin'] })
    void navigate({ to: '/admin/sign-in' })
  }

  return { admin: admin.data, signOut }
}
