/**
 * A provider's profile as a facility sees it, with "preferred" and "ban" for the chosen facility
 * (or the organization, for a ban everywhere — owners and admins only).
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BadgeCheck, Ban, Heart, HeartOff, MapPin, ShieldCheck } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Avatar } from '../../../../components/ui/avatar'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card, CardBody, CardHeader } from '../../../../components/ui/card'
import { Field } from '../../../../components/ui/field'
import { LoadError } from '../../../../components/ui/load-error'
import { RatingText } from '../../../../components/ui/rating'
import { Select } from '../../../../components/ui/select'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { currentUserQuery } from '../../../../lib/account'
import { errorMessage } from '../../../../lib/api'
import { usePageTitle } from '../../../../lib/use-page-title'
import { bannedProviderQuery, liftBan, PROVIDER_QUERIES, providerProfileQuery, setPreferred } from '../../api/providers'
import { formatDate, providerTypeLabel } from '../../format'
import { useFacilityChoice } from '../common/facility-picker'
import { BanDialog } from './ban-dialog'

export function ProviderProfile({ providerId }: { providerId: string }) {
  const queryClient = useQueryClient()
  const profile = useQuery(providerProfileQuery(providerId))
  const { facilities, single } = useFacilityChoice()
  const { data: me } = useQuery(currentUserQuery())
  const [facilityId, setFacilityId] = useState('')
  const target = facilityId || single?.facilityId || ''
  const banned = useQuery({ ...bannedProviderQuery(target, providerId), enabled: Boolean(target) })
  const [banOpen, setBanOpen] = useState(false)
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null)
  usePageTitle(profile.data?.name ?? 'Provider')

  const refresh = () => queryClient.invalidateQueries({ queryKey: PROVIDER_QUERIES })
  const prefer = useMutation({
    mutationFn: (add: boolean) => setPreferred({ facilityId: target, providerId }, add),
    onSuccess: (_, add) => {
      setNotice({ tone: 'success', text: add ? 'Added to your preferred providers.' : 'Removed from your preferred providers.' })
      void refresh()
    },
    onError: (e) => setNotice({ tone: 'error', text: errorMessage(e) }),
  })
  const unban = useMutation({
    mutationFn: (ban: { isHardBanned: boolean; facilityId: string | null }) => liftBan(providerId, { isHardBanned: ban.isHardBanned, facilityId: ban.facilityId ?? target }),
    onSuccess: () => {
      setNotice({ tone: 'success', text: 'The ban is lifted. They can apply to your shifts again.' })
      void refresh()
    },
    onError: (e) => setNotice({ tone: 'error', text: errorMessage(e) }),
  })

  if (profile.isPending) return <SkeletonList rows={2} label="Loading the profile…" />
  if (profile.error) return <LoadError error={profile.error} onRetry={() => void profile.refetch()} />
  const p = profile.data
  const r = p.ratingSummary
  const canHardBan = me?.role === 'OWNER' || me?.role === 'ADMIN'

  return (
    <>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-center">
        <Avatar name={p.name} url={p.avatarUrl} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">{p.name}</h1>
            {p.isPreferred && <Badge tone="brand">Preferred</Badge>}
            {p.isBanned && <Badge tone="danger">Banned</Badge>}
          </div>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-600">
            <span>{providerTypeLabel(p.type)}</span>
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-3.5" />
              {p.city}, {p.state}
            </span>
            {p.yearsExperience !== null && <span>{p.yearsExperience} years experience</span>}
          </p>
        </div>
      </div>
      {notice && (
        <Alert tone={notice.tone} className="mb-4">
          {notice.text}
        </Alert>
      )}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          {p.aboutMe && (
            <Card>
              <CardHeader title="About" />
              <CardBody className="text-sm leading-relaxed whitespace-pre-line text-slate-700">{p.aboutMe}</CardBody>
            </Card>
          )}
          <Card>
            <CardHeader title="Experience" />
            <CardBody className="flex flex-col gap-4 text-sm">
              <List label="Software" items={p.software} />
              <List label="Specialties" items={p.specialties} />
              <List label="Skills" items={p.skills} />
              <List label="Languages" items={p.languages} />
              <p className="flex items-center gap-2 text-slate-700">
                <ShieldCheck aria-hidden className="size-4 text-slate-500" />
                {p.hasMalpracticeInsurance ? 'Has malpractice insurance' : 'No malpractice insurance on file'}
              </p>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Licenses" />
            <CardBody>
              {p.licenses.length === 0 ? (
                <p className="text-sm text-slate-600">No licenses on file.</p>
              ) : (
                <ul className="flex flex-col gap-2 text-sm">
                  {p.licenses.map((l) => (
                    <li key={l.state} className="flex flex-wrap items-center gap-2">
                      <span className="font-medium text-slate-900">{l.state}</span>
                      <span className="text-slate-600">valid through {formatDate(l.expirationDate)}</span>
                      {l.isVerified ? (
                        <Badge tone="success" icon={<BadgeCheck aria-hidden className="size-3" />}>
                          Verified
                        </Badge>
                      ) : (
                        <Badge tone="warning">Not verified yet</Badge>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </CardBody>
          </Card>
        </div>

        <div className="flex flex-col gap-4 lg:sticky lg:top-24">
          <Card>
            <CardHeader title="Track record" />
            <CardBody>
              <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
                <dt className="text-slate-600">Rating</dt>
                <dd className="text-right">
                  {r.shouldShowRating ? <RatingText rating={r.averageRating} /> : <span className="text-slate-500">Too few ratings</span>}
                </dd>
                <dt className="text-slate-600">Shows up</dt>
                <dd className="text-right font-medium">{r.attendanceScore}%</dd>
                <dt className="text-slate-600">Shifts completed</dt>
                <dd className="text-right font-medium">{r.shiftsCompleted}</dd>
                <dt className="text-slate-600">At your facilities</dt>
                <dd className="text-right font-medium">{p.shiftsWorkedAtYourFacilities}</dd>
              </dl>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title="Your choice" />
            <CardBody className="flex flex-col gap-3">
              {facilities.length > 1 && (
                <Field label="For facility">
                  <Select
                    value={target}
                    onChange={(e) => setFacilityId(e.target.value)}
                    options={facilities.map((f) => ({ value: f.facilityId, label: f.name }))}
                    placeholder="Choose a facility"
                  />
                </Field>
              )}
              {p.isPreferred ? (
                <Button
                  variant="outline"
                  icon={<HeartOff aria-hidden className="size-4" />}
                  disabled={!target}
                  loading={prefer.isPending}
                  onClick={() => prefer.mutate(false)}
                >
                  Remove from preferred
                </Button>
              ) : (
                <Button
                  variant="secondary"
                  icon={<Heart aria-hidden className="size-4" />}
                  disabled={!target}
                  loading={prefer.isPending}
                  onClick={() => prefer.mutate(true)}
                >
                  Add to preferred
                </Button>
              )}
              {banned.data ? (
                <Button variant="outline" loading={unban.isPending} onClick={() => unban.mutate(banned.data!)}>
                  Lift the ban
                </Button>
              ) : (
                <Button variant="ghost" icon={<Ban aria-hidden className="size-4" />} onClick={() => setBanOpen(true)}>
                  Ban from your shifts
                </Button>
              )}
            </CardBody>
          </Card>
        </div>
      </div>
      <BanDialog
        open={banOpen}
        onClose={() => setBanOpen(false)}
        providerId={providerId}
        providerName={p.name}
        facilityId={target}
        canHardBan={canHardBan}
        onDone={(text) => {
          setNotice({ tone: 'success', text })
          void refresh()
        }}
      />
    </>
  )
}

function List({ label, items }: { label: string; items: string[] }) {
  return (
    <div>
      <p className="font-medium text-slate-800">{label}</p>
      {items.length ? (
        <ul className="mt-1.5 flex flex-wrap gap-1.5">
          {items.map((i) => (
            <li key={i}>
              <Badge>{i}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-0.5 text-slate-500">None listed</p>
      )}
    </div>
  )
}
