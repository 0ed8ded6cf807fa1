/** Signing in to the admin panel (team members only), then on to the page that asked. */
import { Link, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { adminUserQuery } from '../../../lib/account'
import { PRODUCT_NAME } from '../../../lib/brand'
import { adminSession } from '../../../lib/session'
import { usePageTitle } from '../../../lib/use-page-title'
import { logInAdmin } from '../api/log-in'
import { safeRedirect } from '../redirect'
import { AuthLayout } from './auth-layout'
import { SignInForm, type Credentials } from './sign-in-form'

export function AdminSignIn({ redirect }: { redirect: string | undefined }) {
  usePageTitle('Staff sign-in')
  const navigate = useNavigate()
  const queryClient = useQueryClient()

  const signIn = async (credentials: Credentials) => {
    const { token } = await logInAdmin(credentials)
    adminSession.set(token)
    try {
      await queryClient.fetchQuery(adminUserQuery())
    } catch (error) {
      adminSession.clear()
      throw error
    }
    await navigate({ href: safeRedirect(redirect, '/admin') ?? '/admin', replace: true })
  }

  return (
    <AuthLayout
      title="Admin panel"
      description={
        <span className="inline-flex items-center gap-1.5">
          <ShieldCheck aria-hidden className="size-4 text-brand-700" />
          For {PRODUCT_NAME} team members only.
        </span>
      }
      footer={
        <p>
          Looking for your provider or pharmacy account?{' '}
          <Link to="/sign-in" className="font-semibold text-brand-700 hover:underline">
            Sign in here
          </Link>
        </p>
      }
    >
      <SignInForm
        onSubmit={signIn}
        forgotPasswordLink={(email) => (
          <Link to="/forgot-password" search={email ? { email } : {}} className="font-semibold text-brand-700 hover:underline">
            Forgot password?
          </Link>
        )}
      />
    </AuthLayout>
  )
}
