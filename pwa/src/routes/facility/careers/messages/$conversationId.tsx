import { createFileRoute } from '@tanstack/react-router'
import { careersThreadQuery } from '../../../../lib/careers-messaging'
import { CareersConversationView } from '../../../../features/careers-chat/components/careers-thread'

export const Route = createFileRoute('/facility/careers/messages/$conversationId')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => void context.queryClient.prefetchQuery(careersThreadQuery('facility', params.conversationId)),
  component: ConversationPage,
})

function ConversationPage() {
  const { conversationId } = Route.useParams()
  return <CareersConversationView key={conversationId} side="facility" conversationId={conversationId} />
}
