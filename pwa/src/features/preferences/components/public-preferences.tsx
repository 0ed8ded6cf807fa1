/**
 * The page every regular e-mail links to (`/preferences?token=…`, spec 001 §3): no sign-in, the
 * link's signed token names the user. A missing, forged or altered token shows the API's own
 * message and no form.
 */
import { PublicLayout } from '../../../components/public-layout'
import { Alert } from '../../../components/ui/alert'
import { PageHeader } from '../../../components/ui/page'
import { NotificationPreferencesForm } from '../../../components/notification-preferences/preferences-form'
import { usePageTitle } from '../../../lib/use-page-title'

export function PublicPreferences({ token }: { token: string | undefined }) {
  usePageTitle('Notification preferences')
  return (
    <PublicLayout>
      <main className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
        <PageHeader title="Notification preferences" description="Choose what we send you, and where. No sign-in needed." />
        {token ? (
          <NotificationPreferencesForm subject={{ token }} />
        ) : (
          <Alert tone="error" title="These preferences can't be opened">
            This link is incomplete: open the whole link from the e-mail.
          </Alert>
        )}
      </main>
    </PublicLayout>
  )
}
