/**
 * One license to check: who holds it, the license itself, the document and the state board's
 * lookup link side by side (staff compare the two), the last decision, and — for staff who may
 * decide — Verify and Reject. "More" loads the provider's other licenses and every decision.
 */
import { useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminLicense } from '@shared/contracts/licenses'
import { BadgeCheck, ChevronDown, CircleX, Clock3, ExternalLink, FileText, Landmark, Mail, MapPin, Phone } from 'lucide-react'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { Card } from '../../../../components/ui/card'
import { errorMessage } from '../../../../lib/api'
import { LICENSES_KEY, licenseDetailQuery, verifyLicense } from '../../api/licenses'
import { formatCalendarDate, formatInstant, providerTitle, stateName, waitedFor } from '../../format'

const linkClasses = 'inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline'

export function StatusBadge({ status }: { status: AdminLicense['status'] }) {
  if (status === 'VERIFIED')
    return (
      <Badge tone="success" icon={<BadgeCheck aria-hidden className="size-3.5" />}>
        Verified
      </Badge>
    )
  if (status === 'REJECTED')
    return (
      <Badge tone="danger" icon={<CircleX aria-hidden className="size-3.5" />}>
        Not accepted
      </Badge>
    )
  return (
    <Badge tone="warning" icon={<Clock3 aria-hidden className="size-3.5" />}>
      Waiting
    </Badge>
  )
}

export function LicenseReviewCard({
  license,
  canDecide,
  onReject,
  onDecided,
}: {
  license: AdminLicense
  canDecide: boolean
  onReject: (license: AdminLicense) => void
  onDecided: (message: string) => void
}) {
  const queryClient = useQueryClient()
  const [more, setMore] = useState(false)
  const { provider, stateBoard, decision } = license
  const name = `${provider.firstName} ${provider.lastName}`
  const verify = useMutation({
    mutationFn: verifyLicense,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LICENSES_KEY }),
    onSuccess: () => onDecided(`Verified ${name}'s ${stateName(license.state)} license. They have been told by e-mail.`),
  })
  const headingId = `license-${license.licenseId}`
  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={headingId} className="flex flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h2 id={headingId} className="text-base font-semibold text-slate-900">
              {name} <span className="font-normal text-slate-500">· {providerTitle(provider.title)}</span>
            </h2>
            <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <li className="inline-flex items-center gap-1.5">
                <Mail aria-hidden className="size-3.5 text-slate-400" />
                <a href={`mailto:${provider.email}`} className="hover:underline">
                  {provider.email}
                </a>
              </li>
              <li className="inline-flex items-center gap-1.5">
                <Phone aria-hidden className="size-3.5 text-slate-400" />
                <a href={`tel:${provider.phoneNumber}`} className="hover:underline">
                  {provider.phoneNumber}
                </a>
              </li>
              <li className="inline-flex items-center gap-1.5">
                <MapPin aria-hidden className="size-3.5 text-slate-400" />
                {provider.city}, {provider.state}
              </li>
            </ul>
          </div>
          <StatusBadge status={license.status} />
        </div>

        <dl className="grid gap-3 rounded-xl bg-slate-50 p-3 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs font-medium text-slate-500">State</dt>
            <dd className="font-semibold text-slate-900">{stateName(license.state)}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">License number</dt>
            <dd className="font-mono font-semibold text-slate-900">{license.licenseNumber}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">Expires</dt>
            <dd className="font-semibold text-slate-900">
              {formatCalendarDate(license.expirationDate)} {license.isExpired && <Badge tone="danger">Expired</Badge>}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-500">{license.status === 'PENDING' ? 'Waiting for' : 'Sent'}</dt>
            <dd className="font-semibold text-slate-900">{license.status === 'PENDING' ? waitedFor(license.submittedAt) : formatInstant(license.submittedAt)}</dd>
          </div>
        </dl>

        <div className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          {license.filelink ? (
            <a href={license.filelink} target="_blank" rel="noreferrer" className={linkClasses}>
              <FileText aria-hidden className="size-4" /> Document{license.filename ? ` (${license.filename})` : ''}
            </a>
          ) : (
            <span className="inline-flex items-center gap-1.5 text-slate-500">
              <FileText aria-hidden className="size-4" /> No document uploaded
            </span>
          )}
          <a href={stateBoard.lookupUrl} target="_blank" rel="noreferrer" className={linkClasses}>
            <Landmark aria-hidden className="size-4" />
            {stateBoard.isLicenseSearch ? `Look up on the ${stateBoard.name}` : `${stateBoard.name} (home page: use its license search)`}
            <ExternalLink aria-hidden className="size-3.5" />
          </a>
        </div>

        {decision && (
          <p className="text-sm text-slate-700">
            {decision.status === 'VERIFIED' ? 'Verified' : 'Not accepted'}
            {decision.decidedBy ? ` by ${decision.decidedBy.name}` : ''} on {formatInstant(decision.decidedAt)}
            {decision.rejectionReason && (
              <>
                : <q className="italic">{decision.rejectionReason}</q>
              </>
            )}
          </p>
        )}

        {verify.isError && <Alert tone="error">{errorMessage(verify.error)}</Alert>}

        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button size="sm" variant="ghost" aria-expanded={more} onClick={() => setMore((m) => !m)} icon={<ChevronDown aria-hidden className={`size-4 transition-transform ${more ? 'rotate-180' : ''}`} />}>
            {more ? 'Less' : `More about ${provider.firstName}`}
          </Button>
          {canDecide && (
            <div className="flex flex-wrap gap-2">
              {license.status !== 'REJECTED' && (
                <Button size="sm" variant="outline" onClick={() => onReject(license)} disabled={verify.isPending} aria-label={`Reject ${name}'s ${stateName(license.state)} license`}>
                  {license.status === 'VERIFIED' ? 'Withdraw…' : 'Reject…'}
                </Button>
              )}
              {license.status !== 'VERIFIED' && (
                <Button
                  size="sm"
                  onClick={() => verify.mutate({ licenseId: license.licenseId, updatedAt: license.updatedAt })}
                  loading={verify.isPending}
                  disabled={license.isExpired}
                  aria-label={`Verify ${name}'s ${stateName(license.state)} license`}
                >
                  Verify
                </Button>
              )}
            </div>
          )}
        </div>
        {more && <MoreAboutLicense licenseId={license.licenseId} />}
      </article>
    </Card>
  )
}

/** The provider's other licenses and every decision on this one (the detail call). */
function MoreAboutLicense({ licenseId }: { licenseId: string }) {
  const detail = useQuery(licenseDetailQuery(licenseId))
  if (detail.isLoading) return <p role="status" className="text-sm text-slate-600">Loading…</p>
  if (detail.isError) return <Alert tone="error">{errorMessage(detail.error)}</Alert>
  const { otherLicenses, decisions } = detail.data!
  return (
    <div className="grid gap-4 border-t border-slate-100 pt-4 text-sm sm:grid-cols-2">
      <section>
        <h3 className="font-semibold text-slate-900">Other licenses</h3>
        {otherLicenses.length === 0 ? (
          <p className="mt-1 text-slate-600">None.</p>
        ) : (
          <ul className="mt-1 space-y-1.5">
            {otherLicenses.map((o) => (
              <li key={o.licenseId} className="flex flex-wrap items-center gap-2 text-slate-700">
                {stateName(o.state)} #{o.licenseNumber} · expires {formatCalendarDate(o.expirationDate)}
                {o.isExpired ? <Badge tone="danger">Expired</Badge> : <StatusBadge status={o.status} />}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3 className="font-semibold text-slate-900">Decisions on this license</h3>
        {decisions.length === 0 ? (
          <p className="mt-1 text-slate-600">None yet.</p>
        ) : (
          <ol className="mt-1 space-y-1.5 text-slate-700">
            {decisions.map((d) => (
              <li key={`${d.decidedAt}-${d.status}`}>
                {formatInstant(d.decidedAt)}: {d.status === 'VERIFIED' ? 'verified' : 'not accepted'}
                {d.decidedBy ? ` by ${d.decidedBy.name}` : ''}
                {d.rejectionReason && (
                  <>
                    {' '}
                    — <q className="italic">{d.rejectionReason}</q>
                  </>
                )}
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  )
}
