import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { APPLICANT_TABS, type ApplicantTab } from '@shared/enums'
import { applicantTabQuery } from '../../features/facility/api/shift-lists'
import { Applicants } from '../../features/facility/components/applicants/applicants'
import { prefetchForChosenFacility } from '../../features/facility/facility-choice'
import { startScreenRead } from '../../lib/loaders'

export const Route = createFileRoute('/facility/applicants')({
  codeSplitGroupings: [['loader'], ['component']],
  validateSearch: (search: Record<string, unknown>): { tab?: ApplicantTab } =>
    (APPLICANT_TABS as readonly unknown[]).includes(search.tab) && search.tab !== 'not-filled' ? { tab: search.tab as ApplicantTab } : {},
  loaderDeps: ({ search }) => ({ tab: search.tab ?? 'not-filled' }),
  loader: ({ context, deps }) =>
    prefetchForChosenFacility(context.queryClient, ({ chosen }) => startScreenRead(context.queryClient, applicantTabQuery(deps.tab, chosen?.facilityId, 1))),
  component: ApplicantsPage,
})

function ApplicantsPage() {
  const { tab = 'not-filled' } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <Applicants tab={tab} onTabChange={(next) => void navigate({ search: next === 'not-filled' ? {} : { tab: next }, replace: true })} />
}
