import { createFileRoute } from '@tanstack/react-router'
import { certificationsQuery } from '../../features/provider/api/profile'
import { CertificationsPage } from '../../features/provider/components/profile/certifications'

export const Route = createFileRoute('/provider/profile/certifications')({
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(certificationsQuery())
  },
  component: CertificationsPage,
})
