import { createFileRoute } from '@tanstack/react-router'
import { inboxQuery } from '../../../lib/messaging'
import { MessagesInbox } from '../../../features/messaging/components/inbox'

export const Route = createFileRoute('/provider/messages/')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => void context.queryClient.prefetchQuery(inboxQuery('provider')),
  component: () => <MessagesInbox area="provider" />,
})
