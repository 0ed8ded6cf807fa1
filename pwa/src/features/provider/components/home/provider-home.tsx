/** The provider's home: the next booked shifts, the steps to get shift-ready, shortcuts. */
import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { CalendarCheck, CalendarDays, ClipboardCheck, Gift, Search, UserRound, Wallet } from 'lucide-react'
import { AreaHome } from '../../../../components/area-home'
import { buttonClasses } from '../../../../components/ui/button'
import { useCachedQuery } from '../../../../offline'
import { currentUserQuery } from '../../../../lib/account'
import { licensesQuery } from '../../api/licenses'
import { profileQuery } from '../../api/profile'
import { approvedShiftsQuery } from '../../api/my-shifts'
import { payoutAccountQuery } from '../../api/payments'
import { formatCents, formatDate, formatTimeRange } from '../../format'

/** How many upcoming shifts the home lists. */
const HOME_UPCOMING = 3

export function ProviderHome() {
  const upcoming = useCachedQuery(approvedShiftsQuery(HOME_UPCOMING))
  const licenses = useQuery(licensesQuery())
  const payout = useQuery(payoutAccountQuery())
  const user = useQuery(currentUserQuery())
  const profile = useQuery(profileQuery())
  const next = upcoming.data?.data ?? []
  return (
    <AreaHome
      description="Find your next shift, keep track of the ones you've booked, and get paid."
      action={
        <Link to="/provider/shifts" className={buttonClasses()}>
          <Search aria-hidden className="size-4" />
          Browse shifts
        </Link>
      }
      main={{
        icon: <CalendarDays aria-hidden className="size-5" />,
        title: 'Upcoming shifts',
        description: 'Your next booked shifts, soonest first.',
        body:
          next.length > 0 ? (
            <ul className="divide-y divide-slate-100">
              {next.map((shift) => (
                <li key={shift.shiftId}>
                  <Link
                    to="/provider/shifts/$shiftGroupId"
                    params={{ shiftGroupId: shift.shiftGroupId }}
                    className="-mx-2 flex items-center justify-between gap-3 rounded-lg px-2 py-3 hover:bg-slate-50"
                  >
                    <span className="min-w-0">
                      <span className="block truncate text-sm font-semibold text-slate-900">{shift.title}</span>
                      <span className="block text-[0.8rem] text-slate-600">
                        {formatDate(shift.date)} · {formatTimeRange(shift.time)} · {shift.facility.name}
                      </span>
                    </span>
                    <span className="text-sm font-semibold text-brand-800">{formatCents(shift.totalInCents)}</span>
                  </Link>
                </li>
              ))}
              <li className="pt-3">
                <Link to="/provider/my-shifts" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                  See all my shifts
                </Link>
              </li>
            </ul>
          ) : (
            <div className="rounded-2xl bg-slate-50 px-5 py-8 text-center">
              <p className="font-semibold text-slate-900">{upcoming.isLoading ? 'Loading your shifts…' : 'Your shifts appear here'}</p>
              <p className="mx-auto mt-1 max-w-sm text-sm text-slate-600">
                When a pharmacy hires you, you'll see the date, time, address and pay for each shift.
              </p>
              <Link to="/provider/shifts" className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'mt-4' })}>
                Browse open shifts near you
              </Link>
            </div>
          ),
      }}
      setup={{
        icon: <UserRound aria-hidden className="size-5" />,
        title: 'Get shift-ready',
        description: 'Pharmacies hire complete profiles first.',
        items: [
          { label: 'Create your account', description: 'Your sign-up details are saved.', done: true },
          {
            label: 'Verify your license',
            description: 'Add your license so you can work in its state.',
            to: '/provider/profile',
            done: Boolean(licenses.data?.some((l) => l.isVerified)),
          },
          {
            label: 'Set up payouts',
            description: 'Connect a bank account to get paid.',
            to: '/provider/payments',
            done: Boolean(payout.data?.stripeAccountCompleted),
          },
          {
            label: 'Add a photo and a short bio',
            description: 'Help pharmacies get to know you.',
            to: '/provider/profile/details',
            done: Boolean(user.data?.image) && Boolean(profile.data?.personalInformation.aboutMe),
          },
        ],
      }}
      shortcuts={[
        { to: '/provider/shifts', label: 'Open shifts', description: 'Shifts near you that match your license.', icon: Search },
        { to: '/provider/my-shifts', label: 'My shifts', description: 'Applications, booked shifts and history.', icon: CalendarCheck },
        { to: '/provider/payments', label: 'Payments', description: 'Earnings, payouts and bonuses.', icon: Wallet },
        { to: '/provider/profile', label: 'Profile', description: 'Licenses, experience and preferences.', icon: UserRound },
        { to: '/provider/onboarding', label: 'Onboarding', description: 'Your checklist and compliance training.', icon: ClipboardCheck },
        { to: '/provider/referrals', label: 'Referrals', description: 'Your link and the people you invited.', icon: Gift },
      ]}
    />
  )
}
