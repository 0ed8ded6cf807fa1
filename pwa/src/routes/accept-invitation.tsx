import { createFileRoute } from '@tanstack/react-router'
import { AcceptInvitation } from '../features/auth/components/accept-invitation'

// The path of an invitation e-mail's link (CONTRACT "Accounts by e-mail link": `/accept-invitation?token=…`).
export const Route = createFileRoute('/accept-invitation')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && search.token ? { token: search.token } : {}),
  component: AcceptInvitationPage,
})

function AcceptInvitationPage() {
  return <AcceptInvitation token={Route.useSearch().token} />
}
