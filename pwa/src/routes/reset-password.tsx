import { createFileRoute } from '@tanstack/react-router'
import { ResetPassword } from '../features/auth/components/reset-password'

// The path of the reset e-mail's link (api-contract "Accounts by e-mail link": `/reset-password?token=…`).
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && search.token ? { token: search.token } : {}),
  component: ResetPasswordPage,
})

function ResetPasswordPage() {
  return <ResetPassword token={Route.useSearch().token} />
}
