import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { AuthLayout } from '../features/auth/auth-layout'
import { SignInForm, type Credentials } from '../features/auth/sign-in-form'
import { redirectSearch, safeRedirect } from '../features/auth/redirect'
import { currentUserQuery } from '../features/account/queries'
import type { CurrentUser } from '../features/account/types'
import { api } from '../lib/api'
import { areaFor, userSession } from '../lib/session'
import { usePageTitle } from '../lib/use-page-title'

export const Route = createFileRoute('/sign-in')({
  validateSearch: redirectSearch,
  beforeLoad: () => {
    const session = userSession.get()
    if (session) throw redirect({ to: areaFor(session.userType) })
  },
  component: SignIn,
})

interface LoginResponse {
  token: string
  user: CurrentUser
}

function SignIn() {
  usePageTitle('Sign in')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const search = Route.useSearch()

  const signIn = async ({ email, password }: Credentials) => {
    const { token, user } = await api.post<LoginResponse>('/auth/login', { email, password }, { auth: 'none' })
    userSession.set({ token, userType: user.userType })
    queryClient.setQueryData(currentUserQuery().queryKey, user)
    const area = areaFor(user.userType)
    await navigate({ href: safeRedirect(search.redirect, area) ?? area, replace: true })
  }

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to find shifts or manage your pharmacy's staffing."
      footer={
        <div className="flex flex-col gap-2">
          <p>
            New here?{' '}
            <Link to="/sign-up/provider" className="font-semibold text-brand-700 hover:underline">
              Find shifts
            </Link>{' '}
            or{' '}
            <Link to="/sign-up/facility" className="font-semibold text-brand-700 hover:underline">
              hire pharmacy staff
            </Link>
          </p>
          <p>
            <Link to="/admin/sign-in" className="text-slate-500 hover:text-slate-800 hover:underline">
              Staff sign-in
            </Link>
          </p>
        </div>
      }
    >
      <SignInForm onSubmit={signIn} />
    </AuthLayout>
  )
}
