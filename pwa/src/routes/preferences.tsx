import { createFileRoute } from '@tanstack/react-router'
import { PublicPreferences } from '../features/preferences/components/public-preferences'

// The path of every regular e-mail's preferences link (`${PUBLIC_URL}/preferences?token=…`).
export const Route = createFileRoute('/preferences')({
  validateSearch: (search: Record<string, unknown>): { token?: string } => (typeof search.token === 'string' && search.token ? { token: search.token } : {}),
  component: PublicPreferencesPage,
})

function PublicPreferencesPage() {
  return <PublicPreferences token={Route.useSearch().token} />
}
