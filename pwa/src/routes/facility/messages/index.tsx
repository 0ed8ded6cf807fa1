import { createFileRoute } from '@tanstack/react-router'
import { inboxQuery } from '../../../lib/messaging'
import { MessagesInbox } from '../../../features/messaging/components/inbox'

export const Route = createFileRoute('/facility/messages/')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => void context.queryClient.prefetchQuery(inboxQuery('facility')),
  component: () => <MessagesInbox area="facility" />,
})
