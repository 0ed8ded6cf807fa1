import { createFileRoute } from '@tanstack/react-router'
import { ForgotPassword } from '../features/auth/components/forgot-password'

export const Route = createFileRoute('/forgot-password')({
  // `?email=` fills the field when the page is opened from a form that already had it.
  validateSearch: (search: Record<string, unknown>): { email?: string } => (typeof search.email === 'string' ? { email: search.email } : {}),
  component: ForgotPasswordPage,
})

function ForgotPasswordPage() {
  return <ForgotPassword email={Route.useSearch().email} />
}
