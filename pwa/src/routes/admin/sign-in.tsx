import { createFileRoute, redirect } from '@tanstack/react-router'
import { redirectSearch } from '../../features/auth/redirect'
import { AdminSignIn } from '../../features/auth/components/admin-sign-in'
import { adminSession } from '../../lib/session'

export const Route = createFileRoute('/admin/sign-in')({
  validateSearch: redirectSearch,
  beforeLoad: () => {
    if (adminSession.getToken()) throw redirect({ to: '/admin' })
  },
  component: AdminSignInPage,
})

function AdminSignInPage() {
  return <AdminSignIn redirect={Route.useSearch().redirect} />
}
