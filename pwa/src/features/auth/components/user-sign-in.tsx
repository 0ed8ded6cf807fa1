/** Signing in as a provider or pharmacy user, then on to the page that asked (or the area's home). */
import { Link, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ADMIN_SIGN_IN_PATH } from '@shared/contracts/auth'
import { currentUserQuery } from '../../../lib/account'
import { ApiError, errorMessage } from '../../../lib/api'
import { areaFor, userSession } from '../../../lib/session'
import { usePageTitle } from '../../../lib/use-page-title'
import { logIn } from '../api/log-in'
import { safeRedirect } from '../redirect'
import { AuthLayout } from './auth-layout'
import { SignInForm, type Credentials } from './sign-in-form'

/**
 * A team member's own credentials on this form answer 401 with a pointer to the admin panel's
 * sign-in (the API says so only to someone who knows the password): shown with a link there.
 */
function describeSignInError(error: unknown) {
  if (error instanceof ApiError && error.status === 401 && error.message.includes(ADMIN_SIGN_IN_PATH)) {
    return (
      <span>
        This e-mail belongs to an admin-panel team account.{' '}
        <Link to="/admin/sign-in" className="font-semibold underline">
          Sign in to the admin panel
        </Link>
      </span>
    )
  }
  return errorMessage(error)
}

export function UserSignIn({ redirect, passwordChanged = false }: { redirect: string | undefined; passwordChanged?: boolean }) {
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
      <SignInForm
        onSubmit={signIn}
        notice={passwordChanged ? 'Your password is changed. Sign in with the new one.' : undefined}
        describeError={describeSignInError}
        forgotPasswordLink={(email) => (
          <Link to="/forgot-password" search={email ? { email } : {}} className="font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        )}
      />
    </AuthLayout>
  )
}
