import { createFileRoute } from '@tanstack/react-router'
import { SupportChat } from '../../components/support-chat/support-chat'

export const Route = createFileRoute('/facility/help')({
  component: SupportChat,
})
