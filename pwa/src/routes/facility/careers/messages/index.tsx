import { createFileRoute } from '@tanstack/react-router'
import { careersInboxQuery } from '../../../../lib/careers-messaging'
import { CareersInbox } from '../../../../features/careers-chat/components/careers-inbox'

export const Route = createFileRoute('/facility/careers/messages/')({
  // The loader is its own small chunk, fetched beside the screen's: the app's entry stays the first screen's.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => void context.queryClient.prefetchQuery(careersInboxQuery('facility')),
  component: () => <CareersInbox side="facility" />,
})
