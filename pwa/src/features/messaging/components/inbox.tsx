/**
 * The Messages page's list: one row per conversation, latest activity first, with the other
 * side's name, the last message and an unread badge. Read through the device's cache, so the
 * inbox as last seen stays readable offline.
 */
import { Link } from '@tanstack/react-router'
import { MessagesSquare } from 'lucide-react'
import { inboxQuery, isOwn, type MessagingArea } from '../../../lib/messaging'
import { useCachedQuery } from '../../../offline'
import { LoadError } from '../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../components/ui/page'
import { SkeletonList } from '../../../components/ui/skeleton'
import { usePageTitle } from '../../../lib/use-page-title'
import { cx } from '../../../components/ui/cx'
import { formatMessageTime } from '../format'

export function MessagesInbox({ area }: { area: MessagingArea }) {
  usePageTitle('Messages')
  const inbox = useCachedQuery(inboxQuery(area))
  const items = inbox.data?.data ?? []
  return (
    <>
      <PageHeader
        title="Messages"
        description={area === 'provider' ? 'Conversations with the pharmacies of your shifts and applications.' : 'Conversations with the providers of your shifts and applicants.'}
      />
      {inbox.isFromCache && (
        <p role="status" className="mb-3 text-sm text-slate-600">
          Showing your saved conversations while you're offline.
        </p>
      )}
      {inbox.isLoading ? (
        <SkeletonList rows={4} label="Loading conversations…" />
      ) : inbox.error && !inbox.data ? (
        <LoadError error={inbox.error} onRetry={inbox.refetch} title="Your messages didn't load" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare aria-hidden className="size-7" />}
          title="No conversations yet"
          description={
            area === 'provider'
              ? 'Message a pharmacy from a shift you applied to or were hired for.'
              : 'Message a provider from a shift’s applicants or hired provider.'
          }
        />
      ) : (
        <ul aria-label="Conversations" className="divide-y divide-slate-100 overflow-hidden rounded-card border border-slate-200 bg-white">
          {items.map((item) => {
            const name = area === 'provider' ? item.facility.name : item.provider.name
            const last = item.lastMessage
            const unread = item.unreadCount > 0
            return (
              <li key={item.conversationId}>
                <Link
                  to={area === 'provider' ? '/provider/messages/$conversationId' : '/facility/messages/$conversationId'}
                  params={{ conversationId: item.conversationId }}
                  className="flex items-start gap-3 px-4 py-3.5 hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-3">
                      <span className={cx('truncate text-[0.95rem] text-slate-900', unread ? 'font-bold' : 'font-semibold')}>{name}</span>
                      {last && <span className="shrink-0 text-xs text-slate-500">{formatMessageTime(last.timeSent)}</span>}
                    </span>
                    <span className={cx('mt-0.5 block truncate text-sm', unread ? 'font-medium text-slate-900' : 'text-slate-600')}>
                      {last ? `${isOwn(last, area) ? 'You: ' : ''}${last.content}` : 'No messages yet'}
                    </span>
                  </span>
                  {unread && (
                    <span className="mt-0.5 inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white">
                      {item.unreadCount}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </>
  )
}
