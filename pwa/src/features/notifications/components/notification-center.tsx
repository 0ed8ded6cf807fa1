/**
 * The notification center: newest first, unread ones marked; opening one marks it read and goes
 * where it points; "Mark all as read". The socket's `notification` events refresh it live.
 */
import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { BellOff } from 'lucide-react'
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationsQuery,
  refreshNotifications,
  type InAppNotification,
} from '../../../lib/messaging'
import { errorMessage } from '../../../lib/api'
import { useCachedQuery } from '../../../offline'
import { Alert } from '../../../components/ui/alert'
import { Button } from '../../../components/ui/button'
import { cx } from '../../../components/ui/cx'
import { LoadError } from '../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../components/ui/page'
import { SkeletonList } from '../../../components/ui/skeleton'
import { usePageTitle } from '../../../lib/use-page-title'

function formatWhen(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })
}

export function NotificationCenter() {
  usePageTitle('Notifications')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const list = useCachedQuery(notificationsQuery())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const items = list.data?.data ?? []
  const unread = list.data?.unreadCount ?? 0

  async function open(n: InAppNotification) {
    setError(null)
    try {
      if (!n.isRead) await markNotificationRead(n.id)
      refreshNotifications(queryClient)
      // Only the app's own paths are followed.
      if (n.url && n.url.startsWith('/') && !n.url.startsWith('//')) void navigate({ to: n.url })
    } catch (e) {
      setError(errorMessage(e))
    }
  }

  async function markAll() {
    setBusy(true)
    setError(null)
    try {
      await markAllNotificationsRead()
      refreshNotifications(queryClient)
    } catch (e) {
      setError(errorMessage(e))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <PageHeader
        title="Notifications"
        description={unread > 0 ? `${unread} unread` : 'You’re all caught up.'}
        actions={
          unread > 0 && (
            <Button variant="outline" size="sm" loading={busy} onClick={() => void markAll()}>
              Mark all as read
            </Button>
          )
        }
      />
      {error && (
        <Alert tone="error" className="mb-3">
          {error}
        </Alert>
      )}
      {list.isLoading ? (
        <SkeletonList rows={4} label="Loading notifications…" />
      ) : list.error && !list.data ? (
        <LoadError error={list.error} onRetry={list.refetch} title="Your notifications didn't load" />
      ) : items.length === 0 ? (
        <EmptyState icon={<BellOff aria-hidden className="size-7" />} title="No notifications yet" description="Hires, reminders, cancellations and messages show up here." />
      ) : (
        <ul aria-label="Notifications" className="divide-y divide-slate-100 overflow-hidden rounded-card border border-slate-200 bg-white">
          {items.map((n) => (
            <li key={n.id}>
              <button
                type="button"
                onClick={() => void open(n)}
                className={cx('flex w-full items-start gap-3 px-4 py-3.5 text-left hover:bg-slate-50', !n.isRead && 'bg-brand-50/40')}
              >
                <span aria-hidden className={cx('mt-1.5 size-2.5 shrink-0 rounded-full', n.isRead ? 'bg-transparent' : 'bg-brand-700')} />
                <span className="min-w-0 flex-1">
                  <span className={cx('block text-[0.95rem] text-slate-900', n.isRead ? 'font-medium' : 'font-bold')}>
                    {n.title}
                    {!n.isRead && <span className="sr-only"> (unread)</span>}
                  </span>
                  <span className="mt-0.5 block text-sm text-slate-600">{n.body}</span>
                  <span className="mt-1 block text-xs text-slate-500">{formatWhen(n.createdAt)}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
