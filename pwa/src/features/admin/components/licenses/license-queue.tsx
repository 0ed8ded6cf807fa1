/**
 * The admin panel's license verification screen (issue 12 §2): the licenses waiting, the one
 * waiting longest first, each with its holder, its document and its state board's lookup link.
 * ADMIN and OPERATIONS verify or reject with a reason; SUPPORT sees the same screen without the
 * buttons (the API refuses them anyway: team/permissions.ts `providers.manage`).
 */
import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { AdminLicense, LicenseStatus } from '@shared/contracts/licenses'
import { BadgeCheck, Search } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Button } from '../../../../components/ui/button'
import { Input } from '../../../../components/ui/input'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../../components/ui/page'
import { Pager } from '../../../../components/ui/pager'
import { TabPanel, Tabs } from '../../../../components/ui/tabs'
import { adminUserQuery } from '../../../../lib/account'
import { usePageTitle } from '../../../../lib/use-page-title'
import { licenseQueueQuery } from '../../api/licenses'
import { LicenseReviewCard } from './license-review-card'
import { RejectLicenseDialog } from './reject-license-dialog'
import { stateName } from '../../format'

const TABS: { value: LicenseStatus; label: string }[] = [
  { value: 'PENDING', label: 'Waiting' },
  { value: 'VERIFIED', label: 'Verified' },
  { value: 'REJECTED', label: 'Not accepted' },
]

const EMPTY: Record<LicenseStatus, { title: string; description: string }> = {
  PENDING: { title: 'No licenses waiting', description: 'Licenses added at sign-up or on a profile appear here, the one waiting longest first.' },
  VERIFIED: { title: 'No verified licenses', description: 'Licenses you verify are listed here, the latest first.' },
  REJECTED: { title: 'No licenses turned down', description: 'Licenses rejected with a reason are listed here until the provider corrects them.' },
}

/** Roles that may decide (team/permissions.ts `providers.manage`). */
const DECIDING_ROLES = new Set(['ADMIN', 'OPERATIONS'])

export function LicenseQueue() {
  usePageTitle('Licenses')
  const me = useQuery(adminUserQuery())
  const [status, setStatus] = useState<LicenseStatus>('PENDING')
  const [page, setPage] = useState(1)
  const [searchDraft, setSearchDraft] = useState('')
  const [search, setSearch] = useState('')
  const [rejecting, setRejecting] = useState<AdminLicense | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const queue = useQuery(licenseQueueQuery({ status, page, search }))
  const canDecide = me.data ? DECIDING_ROLES.has(me.data.role) : false

  const choose = (next: LicenseStatus) => {
    setStatus(next)
    setPage(1)
    setNotice(null)
  }
  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    setSearch(searchDraft)
    setPage(1)
  }
  const total = queue.data?.pagination.totalItems
  return (
    <>
      <PageHeader
        title="Licenses"
        description="Check each license against its state board's records, then verify it or say what the provider should correct. The provider is told by e-mail either way."
      />
      {me.data && !canDecide && (
        <Alert tone="info" className="mb-4">
          Your role can look at licenses but not decide on them. Ask an admin or operations teammate to verify or reject.
        </Alert>
      )}
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Tabs
          idBase="licenses"
          label="Licenses by status"
          items={TABS.map((t) => ({ ...t, count: t.value === status && total !== undefined ? total : undefined }))}
          value={status}
          onChange={choose}
          className="sm:max-w-md"
        />
        <form role="search" onSubmit={submitSearch} className="flex gap-2">
          <Input
            type="search"
            aria-label="Search by name, e-mail or license number"
            placeholder="Name, e-mail or license number"
            value={searchDraft}
            maxLength={100}
            onChange={(e) => setSearchDraft(e.target.value)}
            className="sm:w-72"
          />
          <Button type="submit" variant="outline" icon={<Search aria-hidden className="size-4" />}>
            Search
          </Button>
        </form>
      </div>
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}
      <TabPanel idBase="licenses" value={status}>
        {queue.isLoading ? (
          <p role="status" className="text-sm text-slate-600">
            Loading licenses…
          </p>
        ) : queue.isError ? (
          <LoadError error={queue.error} onRetry={() => void queue.refetch()} />
        ) : queue.data && queue.data.data.length > 0 ? (
          <>
            <ul className="flex flex-col gap-4" aria-busy={queue.isFetching}>
              {queue.data.data.map((license) => (
                <li key={license.licenseId}>
                  <LicenseReviewCard license={license} canDecide={canDecide} onReject={setRejecting} onDecided={setNotice} />
                </li>
              ))}
            </ul>
            <Pager page={queue.data.pagination.page} totalPages={queue.data.pagination.totalPages} onChange={setPage} />
          </>
        ) : (
          <EmptyState icon={<BadgeCheck aria-hidden className="size-7" />} {...(search ? { title: 'No licenses match', description: `Nothing ${TABS.find((t) => t.value === status)!.label.toLowerCase()} matches “${search}”.` } : EMPTY[status])} />
        )}
      </TabPanel>
      <RejectLicenseDialog
        license={rejecting}
        onClose={() => setRejecting(null)}
        onRejected={(l) => setNotice(`Rejected ${l.provider.firstName} ${l.provider.lastName}'s ${stateName(l.state)} license. They have been told why by e-mail.`)}
      />
    </>
  )
}
