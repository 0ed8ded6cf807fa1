/** Providers as the facility knows them: shifts waiting for a rating, preferred providers, everyone who worked there. */
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Heart, Search, Star, Users } from 'lucide-react'
import type { UnratedProviderShift } from '@shared/contracts/ratings'
import { Alert } from '../../../../components/ui/alert'
import { Avatar } from '../../../../components/ui/avatar'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { Input } from '../../../../components/ui/input'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../../components/ui/page'
import { RatingText } from '../../../../components/ui/rating'
import { SectionTitle } from '../../../../components/ui/section-title'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { usePageTitle } from '../../../../lib/use-page-title'
import { preferredProvidersQuery, unratedProvidersQuery, workersQuery } from '../../api/providers'
import { formatDate, providerTypeLabel } from '../../format'
import { FacilityPicker, useFacilityChoice } from '../common/facility-picker'
import { RateProviderDialog } from './rate-provider-dialog'

export function Providers() {
  usePageTitle('Providers')
  const { facilityId } = useFacilityChoice()
  const [search, setSearch] = useState('')
  const [rating, setRating] = useState<UnratedProviderShift | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const unrated = useQuery(unratedProvidersQuery(facilityId))
  const preferred = useQuery(preferredProvidersQuery(facilityId))
  const workers = useQuery(workersQuery(facilityId, search.trim()))

  return (
    <>
      <PageHeader
        title="Providers"
        description="People who applied to or worked at your pharmacy. Preferred providers are listed first among applicants."
        actions={<FacilityPicker />}
      />
      {notice && (
        <Alert tone="success" className="mb-4">
          {notice}
        </Alert>
      )}

      {unrated.data && unrated.data.data.length > 0 && (
        <>
          <SectionTitle>Waiting for your rating</SectionTitle>
          <ul className="grid gap-3 sm:grid-cols-2" aria-label="Shifts to rate">
            {unrated.data.data.map((s) => (
              <li key={s.shiftId}>
                <Card className="flex items-center gap-3 p-4">
                  <Avatar name={s.provider.name} url={s.provider.avatarUrl} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-semibold text-slate-900">{s.provider.name}</p>
                    <p className="truncate text-sm text-slate-600">
                      {s.title} · {formatDate(s.date)}
                    </p>
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<Star aria-hidden className="size-4" />}
                    onClick={() => setRating(s)}
                    aria-label={`Rate ${s.provider.name} for ${s.title}, ${formatDate(s.date)}`}
                  >
                    Rate
                  </Button>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}

      <SectionTitle>Preferred</SectionTitle>
      {preferred.isPending ? (
        <SkeletonList rows={1} label="Loading preferred providers…" />
      ) : preferred.error ? (
        <LoadError error={preferred.error} onRetry={() => void preferred.refetch()} />
      ) : preferred.data.data.length === 0 ? (
        <p className="rounded-xl bg-white px-4 py-4 text-sm text-slate-600 ring-1 ring-slate-200">
          No preferred providers yet. Open a provider's profile and choose “Add to preferred” — they're shown first when they apply.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Preferred providers">
          {preferred.data.data.map((p) => (
            <li key={`${p.providerId}-${p.facilityId}`}>
              <Card className="flex items-center gap-3 p-4">
                <Avatar name={p.name} url={p.avatarUrl} />
                <div className="min-w-0 flex-1">
                  <Link
                    to="/facility/providers/$providerId"
                    params={{ providerId: p.providerId }}
                    className="block truncate font-semibold text-slate-900 hover:underline"
                  >
                    {p.name}
                  </Link>
                  <p className="truncate text-sm text-slate-600">
                    {providerTypeLabel(p.type)} · {p.facilityName}
                  </p>
                </div>
                <Heart aria-label="Preferred" className="size-4 fill-brand-600 text-brand-600" />
              </Card>
            </li>
          ))}
        </ul>
      )}

      <SectionTitle
        action={
          <label className="relative block w-48 sm:w-64">
            <span className="sr-only">Search by name</span>
            <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
            <Input value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search by name" className="h-10 pl-9" />
          </label>
        }
      >
        Worked with you
      </SectionTitle>
      {workers.isPending ? (
        <SkeletonList rows={2} label="Loading providers…" />
      ) : workers.error ? (
        <LoadError error={workers.error} onRetry={() => void workers.refetch()} />
      ) : workers.data.data.length === 0 ? (
        <EmptyState
          icon={<Users aria-hidden className="size-7" />}
          title={search ? 'No one by that name' : 'No providers have worked with you yet'}
          description="After a completed shift, the provider is listed here. Mark the ones you like as preferred so they're shown first when they apply."
        />
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Providers who worked with you">
          {workers.data.data.map((w) => (
            <li key={w.providerId}>
              <Card className="flex flex-wrap items-center gap-3 p-4">
                <Avatar name={w.name} url={w.avatarUrl} />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link to="/facility/providers/$providerId" params={{ providerId: w.providerId }} className="font-semibold text-slate-900 hover:underline">
                      {w.name}
                    </Link>
                    {w.isPreferred && <Badge tone="brand">Preferred</Badge>}
                    {w.isBanned && <Badge tone="danger">Banned</Badge>}
                  </div>
                  <p className="text-sm text-slate-600">
                    {providerTypeLabel(w.type)} · {w.shiftsWorked} {w.shiftsWorked === 1 ? 'shift' : 'shifts'} · last {formatDate(w.lastWorkedDate)}
                  </p>
                </div>
                <RatingText rating={w.ratingSummary.shouldShowRating ? w.ratingSummary.averageRating : null} />
              </Card>
            </li>
          ))}
        </ul>
      )}
      <RateProviderDialog shift={rating} onClose={() => setRating(null)} onDone={setNotice} />
    </>
  )
}
