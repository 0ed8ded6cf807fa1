import { createFileRoute, redirect } from '@tanstack/react-router'
import { redirectSearch } from '../features/auth/redirect'
import { UserSignIn } from '../features/auth/components/user-sign-in'
import { areaFor, userSession } from '../lib/session'

export const Route = createFileRoute('/sign-in')({
  // `passwordChanged`: arriving from the reset page, which says so above the form.
  validateSearch: (search: Record<string, unknown>): { redirect?: string; passwordChanged?: boolean } => ({
    ...redirectSearch(search),
    ...(search.passwordChanged === true || search.passwordChanged === 'true' ? { passwordChanged: true } : {}),
  }),
  beforeLoad: () => {
    const session = userSession.get()
    if (session) throw redirect({ to: areaFor(session.userType) })
  },
  component: SignInPage,
})

function SignInPage() {
  const { redirect, passwordChanged } = Route.useSearch()
  return <UserSignIn redirect={redirect} passwordChanged={passwordChanged} />
}
