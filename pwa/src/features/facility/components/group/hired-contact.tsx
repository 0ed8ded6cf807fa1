/**
 * How to reach a hired provider on the day (`GET /facility/shift/{shiftId}/hired-provider`). The
 * group's applicants do not carry seat ids, so the provider's standing in the group names their
 * seat first. Both reads are cached: a manager who lost the connection can still call.
 */
import { Link } from '@tanstack/react-router'
import { CalendarCheck, Mail, Phone, UserRound } from 'lucide-react'
import { Badge } from '../../../../components/ui/badge'
import { buttonClasses } from '../../../../components/ui/button'
import { SkeletonList } from '../../../../components/ui/skeleton'
import { errorMessage } from '../../../../lib/api'
import { useCachedQuery } from '../../../../offline'
import { hiredProviderQuery, providerStandingQuery } from '../../api/shift-group'
import { formatPhone } from '../../format'

/**
 * `showsAttendanceIntent`: whether the provider's "I'll be there" is still news (before the
 * start); after it, the seat's own state says what happened instead.
 */
export function HiredContact({
  shiftGroupId,
  providerId,
  name,
  showsAttendanceIntent,
}: {
  shiftGroupId: string
  providerId: string
  name: string
  showsAttendanceIntent: boolean
}) {
  const standing = useCachedQuery(providerStandingQuery(shiftGroupId, providerId))
  const seat = standing.data?.shift
  const shiftId = seat && (seat.status === 'FILLED' || seat.status === 'COMPLETED') ? seat.shiftId : undefined
  const contact = useCachedQuery(hiredProviderQuery(shiftId ?? ''), { enabled: Boolean(shiftId) })

  const label = `Contact details for ${name}`
  if (standing.isLoading || contact.isLoading) return <SkeletonList rows={1} label={`Loading the contact details for ${name}…`} />
  const error = standing.error ?? contact.error
  if (!contact.data)
    return <p className="text-sm text-slate-600">{error ? `Contact details didn't load: ${errorMessage(error)}` : 'Contact details are not available for this seat.'}</p>
  const c = contact.data
  const phone = formatPhone(c.provider.phone)
  return (
    <section aria-label={label} className="flex flex-col gap-2 rounded-xl bg-slate-50 px-4 py-3 text-sm">
      <ul className="flex flex-col gap-1.5 sm:flex-row sm:flex-wrap sm:gap-x-5">
        <li>
          <a href={`tel:${c.provider.phone}`} className="inline-flex items-center gap-1.5 font-medium text-brand-800 hover:underline">
            <Phone aria-hidden className="size-4" />
            <span className="sr-only">Phone: </span>
            {phone}
          </a>
        </li>
        <li className="min-w-0">
          <a href={`mailto:${c.provider.email}`} className="inline-flex max-w-full items-center gap-1.5 font-medium break-all text-brand-800 hover:underline">
            <Mail aria-hidden className="size-4 shrink-0" />
            <span className="sr-only">Email: </span>
            {c.provider.email}
          </a>
        </li>
      </ul>
      <div className="flex flex-wrap items-center gap-2">
        {showsAttendanceIntent &&
          (c.providerWillAttendShift ? (
            <Badge tone="success" icon={<CalendarCheck aria-hidden className="size-3" />}>
              Confirmed they'll attend
            </Badge>
          ) : (
            <Badge tone="neutral">Hasn't confirmed attendance yet</Badge>
          ))}
        {c.hiredAt && (
          <span className="text-xs text-slate-600">
            Hired {new Date(c.hiredAt).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}
          </span>
        )}
        <Link
          to="/facility/providers/$providerId"
          params={{ providerId: c.provider.id }}
          className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'ml-auto' })}
          aria-label={`View profile: ${name}`}
        >
          <UserRound aria-hidden className="size-4" />
          View profile
        </Link>
      </div>
    </section>
  )
}
