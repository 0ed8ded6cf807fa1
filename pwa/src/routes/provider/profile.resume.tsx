import { createFileRoute } from '@tanstack/react-router'
import { profileQuery } from '../../features/provider/api/profile'
import { ResumeImportPage } from '../../features/provider/components/profile/resume-import'
import { abilitiesQuery, languagesQuery } from '../../lib/reference'

export const Route = createFileRoute('/provider/profile/resume')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(profileQuery())
    void context.queryClient.prefetchQuery(abilitiesQuery())
    void context.queryClient.prefetchQuery(languagesQuery())
  },
  component: ResumeImportPage,
})
