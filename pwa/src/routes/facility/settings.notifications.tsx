import { createFileRoute } from '@tanstack/react-router'
import { NotificationSettings } from '../../components/notification-preferences/notification-settings'

export const Route = createFileRoute('/facility/settings/notifications')({
  component: NotificationSettings,
})
