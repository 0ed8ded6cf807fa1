import { createFileRoute } from '@tanstack/react-router'
import { MessagesSquare } from 'lucide-react'
import { AreaPage } from '../../../components/area-page'

export const Route = createFileRoute('/admin/_panel/support-chats')({
  component: () => (
    <AreaPage
      title="Support chats"
      description="Conversations between users and the support assistant."
      empty={{
        icon: <MessagesSquare aria-hidden className="size-7" />,
        title: 'No conversations yet',
        description: 'Chats from providers and facilities are listed here with their last message. Open one to read it, reply or escalate to a person.',
      }}
    />
  ),
})
