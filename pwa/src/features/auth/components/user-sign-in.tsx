/** Signing in as a provider or pharmacy user, then on to the page that asked (or the area's home). */
import { Link, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { currentUserQuery } from '../../../lib/account'
import { areaFor, userSession } from '../../../lib/session'
import { usePageTitle } from '../../../lib/use-page-title'
import { logIn } from '../api/log-in'
import { safeRedirect } from '../redirect'
import { AuthLayout } from './auth-layout'
import { SignInForm, type Credentials } from './sign-in-form'

export function UserSignIn({ redirect }: { redirect: string | undefined }) {
  usePageTitle('Sign in')
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const signIn = async (credentials: Credentials) => {
    const { token, user } = await logIn(credentials)
    userSession.set({ token, userType: user.userType })
    queryClient.setQueryData(currentUserQuery().queryKey, user)
    const area = areaFor(user.userType)
    await navigate({ href: safeRedirect(redirect, area) ?? area, replace: true })
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
