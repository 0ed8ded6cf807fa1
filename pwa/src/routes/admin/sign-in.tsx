import { createFileRoute, Link, redirect, useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ShieldCheck } from 'lucide-react'
import { AuthLayout } from '../../features/auth/auth-layout'
import { SignInForm, type Credentials } from '../../features/auth/sign-in-form'
import { redirectSearch, safeRedirect } from '../../features/auth/redirect'
import { adminUserQuery } from '../../features/account/queries'
import { api } from '../../lib/api'
import { adminSession } from '../../lib/session'
import { usePageTitle } from '../../lib/use-page-title'
import { PRODUCT_NAME } from '../../lib/brand'

export const Route = createFileRoute('/admin/sign-in')({
  validateSearch: redirectSearch,
  beforeLoad: () => {
    if (adminSession.getToken()) throw redirect({ to: '/admin' })
  },
  component: AdminSignIn,
})

function AdminSignIn() {
  usePageTitle('Staff sign-in')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const search = Route.useSearch()

  const signIn = async ({ email, password }: Credentials) => {
    const { token } = await api.post<{ token: string }>('/admin/login', { email, password }, { auth: 'none', adminSource: true })
    adminSession.set(token)
    try {
      await queryClient.fetchQuery(adminUserQuery())
    } catch (error) {
      adminSession.clear()
      throw error
    }
    await navigate({ href: safeRedirect(search.redirect, '/admin') ?? '/admin', replace: true })
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
      <SignInForm onSubmit={signIn} />
    </AuthLayout>
  )
}
