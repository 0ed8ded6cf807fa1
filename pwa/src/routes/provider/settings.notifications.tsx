import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettings } from '../../components/notification-preferences/notification-settings'

export const Route = createFileRoute('/provider/settings/notifications')({
  component: NotificationSettings,
})
