import { createFileRoute, redirect } from '@tanstack/react-router'
import { redirectSearch } from '../features/auth/redirect'
import { UserSignIn } from '../features/auth/components/user-sign-in'
import { areaFor, userSession } from '../lib/session'

export const Route = createFileRoute('/sign-in')({
  validateSearch: redirectSearch,
  beforeLoad: () => {
    const session = userSession.get()
    if (session) throw redirect({ to: areaFor(session.userType) })
  },
  component: SignInPage,
})

function SignInPage() {
  return <UserSignIn redirect={Route.useSearch().redirect} />
}
