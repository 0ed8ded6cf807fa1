import { createFileRoute } from '@tanstack/react-router'
import { profileQuery } from '../../features/provider/api/profile'
import { ProfileDetailsPage } from '../../features/provider/components/profile/profile-details'
import { abilitiesQuery, languagesQuery } from '../../lib/reference'

export const Route = createFileRoute('/provider/profile/details')({
  // Its own chunk, as every profile screen: the app's first screen does not carry it.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQuery())
    void context.queryClient.prefetchQuery(abilitiesQuery())
    void context.queryClient.prefetchQuery(languagesQuery())
  },
  component: ProfileDetailsPage,
})
