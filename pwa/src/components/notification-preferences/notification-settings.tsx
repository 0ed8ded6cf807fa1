/** The signed-in areas' "Notification settings" page: the same form, for the session's user. */
import { PageHeader } from '../ui/page'
import { usePageTitle } from '../../lib/use-page-title'
import { NotificationPreferencesForm } from './preferences-form'

export function NotificationSettings() {
  usePageTitle('Notification settings')
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Notification settings" description="What we send you by e-mail and text message, and about work how far away." />
      <NotificationPreferencesForm subject={{ session: true }} />
    </div>
  )
}
