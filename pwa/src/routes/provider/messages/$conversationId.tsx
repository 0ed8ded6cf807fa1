import { createFileRoute } from '@tanstack/react-router'
import { threadQuery } from '../../../lib/messaging'
import { ConversationView } from '../../../features/messaging/components/thread'

export const Route = createFileRoute('/provider/messages/$conversationId')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(threadQuery(params.conversationId)),
  component: ConversationPage,
})

function ConversationPage() {
  const { conversationId } = Route.useParams()
  return <ConversationView key={conversationId} area="provider" conversationId={conversationId} />
}
