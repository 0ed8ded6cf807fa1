import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { APPLICANT_TABS, type ApplicantTab } from '@shared/enums'
import { Applicants } from '../../features/facility/components/applicants/applicants'

export const Route = createFileRoute('/facility/applicants')({
  validateSearch: (search: Record<string, unknown>): { tab?: ApplicantTab } =>
    (APPLICANT_TABS as readonly unknown[]).includes(search.tab) && search.tab !== 'not-filled' ? { tab: search.tab as ApplicantTab } : {},
  component: ApplicantsPage,
})

function ApplicantsPage() {
  const { tab = 'not-filled' } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  return <Applicants tab={tab} onTabChange={(next) => void navigate({ search: next === 'not-filled' ? {} : { tab: next }, replace: true })} />
}
