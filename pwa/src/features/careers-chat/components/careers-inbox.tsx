/**
 * The careers Messages page: one row per conversation with an applicant (facility side) or a
 * job's organization (provider side), newest activity first, with the job, the last message and
 * an unread badge. Read through the device's cache, so the inbox as last seen reads offline.
 */
import { Link } from '@tanstack/react-router'
import { BriefcaseBusiness } from 'lucide-react'
import { careersInboxQuery, isOwnCareersMessage, type CareersSide } from '../../../lib/careers-messaging'
import { useCachedQuery } from '../../../offline'
import { LoadError } from '../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../components/ui/page'
import { SkeletonList } from '../../../components/ui/skeleton'
import { usePageTitle } from '../../../lib/use-page-title'
import { cx } from '../../../components/ui/cx'
import { formatMessageTime } from '../format'

export function CareersInbox({ side }: { side: CareersSide }) {
  usePageTitle('Careers messages')
  const inbox = useCachedQuery(careersInboxQuery(side))
  const items = inbox.data?.data ?? []
  return (
    <>
      <PageHeader
        title="Careers messages"
        description={side === 'provider' ? 'Conversations with the employers of the jobs you applied to.' : 'Conversations with the applicants of your jobs.'}
      />
      {inbox.isFromCache && (
        <p role="status" className="mb-3 text-sm text-slate-600">
          Showing your saved conversations while you're offline.
        </p>
      )}
      {inbox.isLoading ? (
        <SkeletonList rows={4} label="Loading conversations…" />
      ) : inbox.error && !inbox.data ? (
        <LoadError error={inbox.error} onRetry={inbox.refetch} title="Your careers messages didn't load" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<BriefcaseBusiness aria-hidden className="size-7" />}
          title="No conversations yet"
          description={side === 'provider' ? 'Apply to a job to message its employer.' : 'Message an applicant from one of your jobs.'}
        />
      ) : (
        <ul aria-label="Careers conversations" className="divide-y divide-slate-100 overflow-hidden rounded-card border border-slate-200 bg-white">
          {items.map((item) => {
            const name = side === 'provider' ? item.organizationName : item.providerName
            const last = item.lastMessage
            const unread = item.unreadCount > 0
            return (
              <li key={item.conversationId}>
                <Link
                  to={side === 'provider' ? '/provider/careers/messages/$conversationId' : '/facility/careers/messages/$conversationId'}
                  params={{ conversationId: item.conversationId }}
                  className="flex items-start gap-3 px-4 py-3.5 hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <span className="min-w-0 flex-1">
                    <span className="flex items-baseline justify-between gap-3">
                      <span className={cx('truncate text-[0.95rem] text-slate-900', unread ? 'font-bold' : 'font-semibold')}>{name}</span>
                      {last && <span className="shrink-0 text-xs text-slate-500">{formatMessageTime(last.createdAt)}</span>}
                    </span>
                    {item.jobTitle && <span className="block truncate text-xs text-slate-500">{item.jobTitle}</span>}
                    <span className={cx('mt-0.5 block truncate text-sm', unread ? 'font-medium text-slate-900' : 'text-slate-600')}>
                      {last ? `${isOwnCareersMessage(last, side) ? 'You: ' : ''}${last.content}` : 'No messages yet'}
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
