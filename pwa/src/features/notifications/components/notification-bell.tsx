/** The header's bell: the unread count, kept live by the socket; opens the notification center. */
import { Link } from '@tanstack/react-router'
import { Bell } from 'lucide-react'
import { unreadNotificationsQuery } from '../../../lib/messaging'
import { useCachedQuery } from '../../../offline'

export function NotificationBell({ area }: { area: 'provider' | 'facility' }) {
  const count = useCachedQuery(unreadNotificationsQuery()).data?.count ?? 0
  const label = count > 0 ? `Notifications, ${count} unread` : 'Notifications'
  return (
    <Link
      to={area === 'provider' ? '/provider/notifications' : '/facility/notifications'}
      aria-label={label}
      data-testid="notification-bell"
      className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900"
    >
      <Bell aria-hidden className="size-5" />
      {count > 0 && (
        <span aria-hidden className="absolute top-1 right-1 inline-flex min-w-4.5 items-center justify-center rounded-full bg-red-600 px-1 text-[0.65rem] leading-4.5 font-bold text-white">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  )
}
