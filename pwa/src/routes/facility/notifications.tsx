import { createFileRoute } from '@tanstack/react-router'
import { NotificationCenter } from '../../features/notifications/components/notification-center'

export const Route = createFileRoute('/facility/notifications')({
  component: NotificationCenter,
})
