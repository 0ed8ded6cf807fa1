/**
 * One conversation: the thread (oldest at the top, older pages on scroll or "Load earlier
 * messages"), "Read" under the writer's own last message the other side has read, and the
 * composer. A message is sent through the offline outbox with a `clientMessageId`, so one
 * written offline shows as "Sending…" and goes out once when the connection returns; the
 * socket (`lib/realtime.ts`) brings the other side's messages and read receipts in live.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { uuidv7 } from 'uuidv7'
import { MESSAGE_MAX_LENGTH } from '@shared/contracts/conversations'
import {
  inboxQuery,
  isOwn,
  isReadByOther,
  markMessageRead,
  olderMessages,
  refreshInboxes,
  threadQuery,
  type Message,
  type MessagingArea,
} from '../../../lib/messaging'
import { errorMessage } from '../../../lib/api'
import { enqueue, isOperation, useCachedQuery, usePendingFor, type OutboxItem } from '../../../offline'
import { DraftComposer, MessageBubble, PendingBubble } from '../../../components/chat/conversation-parts'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/load-error'
import { SkeletonList } from '../../../components/ui/skeleton'
import { usePageTitle } from '../../../lib/use-page-title'
import { formatMessageTime } from '../format'

type PendingMessage = OutboxItem & { op: 'message.send'; payload: { content: string; conversationId: string; clientMessageId: string } }

export function ConversationView({ area, conversationId }: { area: MessagingArea; conversationId: string }) {
  const queryClient = useQueryClient()
  const thread = useCachedQuery(threadQuery(conversationId))
  const inbox = useCachedQuery(inboxQuery(area))
  const entry = inbox.data?.data.find((i) => i.conversationId === conversationId)
  const name = entry ? (area === 'provider' ? entry.facility.name : entry.provider.name) : undefined
  usePageTitle(name ? `Messages with ${name}` : 'Messages')

  // Older pages, read on demand and kept for this visit only.
  const [older, setOlder] = useState<{ messages: Message[]; cursor: string | null } | null>(null)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [olderError, setOlderError] = useState<string | null>(null)
  useEffect(() => setOlder(null), [conversationId])

  const messages = useMemo(() => {
    const byId = new Map<string, Message>()
    for (const m of older?.messages ?? []) byId.set(m.id, m)
    for (const m of thread.data?.data ?? []) byId.set(m.id, m)
    return [...byId.values()].sort((a, b) => (a.timeSent < b.timeSent ? -1 : a.timeSent > b.timeSent ? 1 : 0))
  }, [older, thread.data])
  const cursor = older ? older.cursor : (thread.data?.nextCursor ?? null)

  const pendingItems = usePendingFor(conversationId)
  const pending = useMemo(() => {
    const sent = messages.filter((m) => isOwn(m, area))
    return pendingItems.filter((item): item is PendingMessage => {
      if (!isOperation(item, 'message.send')) return false
      // Accepted and already here through the socket, a moment before the outbox lets go of it.
      return !sent.some((m) => m.content === item.payload.content.trim() && Date.parse(m.timeSent) >= item.createdAt - 5 * 60_000)
    })
  }, [pendingItems, messages, area])

  const lastReadOwn = useMemo(() => [...messages].reverse().find((m) => isOwn(m, area) && isReadByOther(m, area))?.id, [messages, area])

  // Reading the thread marks the other side's newest message (and those before it) as read.
  const newestFromOther = [...messages].reverse().find((m) => !isOwn(m, area))
  const unreadId = newestFromOther && !(area === 'provider' ? newestFromOther.readByProvider : newestFromOther.readByFacility) ? newestFromOther.id : undefined
  const marked = useRef(new Set<string>())
  useEffect(() => {
    if (!unreadId || thread.isFromCache || marked.current.has(unreadId)) return
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
    marked.current.add(unreadId)
    markMessageRead(unreadId)
      .then(() => refreshInboxes(queryClient))
      .catch(() => marked.current.delete(unreadId))
  }, [unreadId, thread.isFromCache, queryClient])

  // Kept at the newest message while the reader is at the bottom.
  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const newestKey = `${messages.at(-1)?.id ?? ''}:${pending.length}`
  useEffect(() => {
    const el = scroller.current
    if (el && atBottom.current) el.scrollTop = el.scrollHeight
  }, [newestKey])

  async function loadEarlier() {
    if (!cursor || loadingOlder) return
    const el = scroller.current
    const before = el ? el.scrollHeight - el.scrollTop : 0
    setLoadingOlder(true)
    setOlderError(null)
    try {
      const page = await olderMessages(conversationId, cursor)
      setOlder((prev) => ({ messages: [...(prev?.messages ?? []), ...page.data], cursor: page.nextCursor }))
      // The message that was at the top stays where it was.
      requestAnimationFrame(() => {
        if (el) el.scrollTop = el.scrollHeight - before
      })
    } catch (error) {
      setOlderError(errorMessage(error))
    } finally {
      setLoadingOlder(false)
    }
  }

  return (
    <div className="flex flex-col">
      <div className="mb-4 flex items-center gap-3">
        <Link
          to={area === 'provider' ? '/provider/messages' : '/facility/messages'}
          className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <ArrowLeft aria-hidden className="size-5" />
          <span className="sr-only">Back to messages</span>
        </Link>
        <h1 className="min-w-0 truncate text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{name ?? 'Conversation'}</h1>
      </div>
      {thread.isFromCache && (
        <p role="status" className="mb-2 text-sm text-slate-600">
          You're offline: these are the last messages saved on this device.
        </p>
      )}
      {thread.isLoading ? (
        <SkeletonList rows={4} label="Loading messages…" />
      ) : thread.error && !thread.data ? (
        <LoadError error={thread.error} onRetry={thread.refetch} title="This conversation didn't load" />
      ) : (
        <div
          ref={scroller}
          onScroll={(e) => {
            const el = e.currentTarget
            atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48
            if (el.scrollTop < 24 && cursor && !loadingOlder && !olderError) void loadEarlier()
          }}
          className="h-[calc(100dvh-22rem)] min-h-64 overflow-y-auto rounded-card border border-slate-200 bg-slate-50 px-3 py-4 sm:px-4"
        >
          {cursor && (
            <div className="mb-3 flex flex-col items-center gap-1">
              <Button size="sm" variant="outline" loading={loadingOlder} onClick={() => void loadEarlier()}>
                Load earlier messages
              </Button>
              {olderError && (
                <p role="alert" className="text-sm text-red-700">
                  {olderError}
                </p>
              )}
            </div>
          )}
          {messages.length === 0 && pending.length === 0 && <p className="py-8 text-center text-sm text-slate-600">No messages yet. Say hello.</p>}
          <div role="log" aria-label="Messages" aria-live="polite">
            <ol className="flex flex-col gap-2">
              {messages.map((m) => (
                <MessageBubble key={m.id} own={isOwn(m, area)} content={m.content} meta={formatMessageTime(m.timeSent)} read={m.id === lastReadOwn} />
              ))}
              {pending.map((item) => (
                <PendingBubble key={item.id} item={item} testId="message-sending" />
              ))}
            </ol>
          </div>
        </div>
      )}
      <DraftComposer
        draftKey={`message:${conversationId}`}
        idPrefix="message-composer"
        maxLength={MESSAGE_MAX_LENGTH}
        onSend={(content) =>
          enqueue('message.send', { conversationId, content, clientMessageId: uuidv7() }, { label: name ? `Message to ${name}` : 'Message', relatedId: conversationId })
        }
      />
    </div>
  )
}
