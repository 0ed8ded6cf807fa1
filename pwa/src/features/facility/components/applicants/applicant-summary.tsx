/** One applicant as the facility weighs them: rating, experience, requirements met, preferences missing. */
import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { BadgeCheck, CircleAlert, Heart, MapPin } from 'lucide-react'
import type { Applicant, ExtendedApplicant } from '@shared/contracts/facility-shifts'
import { Avatar } from '../../../../components/ui/avatar'
import { Badge } from '../../../../components/ui/badge'
import { RatingText } from '../../../../components/ui/rating'
import { formatDistance, providerTypeLabel } from '../../format'

export function ApplicantSummary({ applicant, extra }: { applicant: Applicant | ExtendedApplicant; extra?: ReactNode }) {
  const p = applicant.provider
  const distance = formatDistance(p.distanceToFacility)
  return (
    <div className="flex items-start gap-3">
      <Avatar name={p.name} url={p.avatarUrl} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link to="/facility/providers/$providerId" params={{ providerId: p.id }} className="font-semibold text-slate-900 hover:underline">
            {p.name}
          </Link>
          {extra}
        </div>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
          <span>{providerTypeLabel(p.type)}</span>
          <RatingText rating={p.currentRating ?? p.averageRating} />
          {p.yearsExperience !== null && <span>{p.yearsExperience} yrs experience</span>}
          {distance && (
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-3.5" />
              {distance} away
            </span>
          )}
        </p>
        {p.license && (
          <p className="mt-0.5 text-xs text-slate-500">
            {p.license.state} license {p.license.licenseNumber}
            {p.license.isVerified ? ' · verified' : ' · not verified yet'}
          </p>
        )}
      </div>
    </div>
  )
}

/** Requirement badges: green when met, red when a requirement of the shift is not. */
export function RequirementBadges({ applicant: a }: { applicant: ExtendedApplicant }) {
  const r = a.requirementDetails
  const items: Array<{ required: boolean; met: boolean; yes: string; no: string }> = [
    { ...r.license, yes: `Licensed in ${r.license.state}`, no: `No license in ${r.license.state}` },
    { ...r.malpracticeInsurance, yes: 'Malpractice insurance', no: 'No malpractice insurance' },
    { ...r.drugScreen, yes: 'Recent drug screen', no: 'No recent drug screen' },
    { ...r.softwareExperience, yes: 'Knows your software', no: 'Not used your software' },
  ]
  const missing = [
    ...a.missingRequirements.softwares,
    ...a.missingRequirements.specialties,
    ...a.missingRequirements.languages,
    ...a.missingRequirements.skills,
  ]
  return (
    <div className="flex flex-col gap-2">
      <ul className="flex flex-wrap gap-1.5" aria-label="Requirements">
        {a.isRecommendedProvider && (
          <li>
            <Badge tone="brand" icon={<Heart aria-hidden className="size-3" />}>
              Preferred provider
            </Badge>
          </li>
        )}
        {items
          .filter((i) => i.required)
          .map((i) => (
            <li key={i.yes}>
              <Badge
                tone={i.met ? 'success' : 'danger'}
                icon={i.met ? <BadgeCheck aria-hidden className="size-3" /> : <CircleAlert aria-hidden className="size-3" />}
              >
                {i.met ? i.yes : i.no}
              </Badge>
            </li>
          ))}
      </ul>
      {missing.length > 0 && <p className="text-xs text-slate-500">Doesn't list: {missing.join(', ')}</p>}
    </div>
  )
}
