import { createFileRoute } from '@tanstack/react-router'
import { SupportInbox } from '../../../features/admin/components/support-chats/support-inbox'

export const Route = createFileRoute('/admin/_panel/support-chats')({
  component: SupportInbox,
})
