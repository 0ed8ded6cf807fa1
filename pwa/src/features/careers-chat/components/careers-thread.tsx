/**
 * One careers conversation, for either side: the thread (oldest at the top, older pages on
 * scroll or "Load earlier messages"), "Read" under the writer's own last message the other side
 * has read, and the composer. Shaped like the shift messages' thread (features/messaging): a
 * message goes through the offline outbox with a `clientMessageId`, so one written offline shows
 * as "Sending…" and is stored once when the connection returns; the thread's newest messages are
 * kept on the device and read offline; the socket (`lib/realtime.ts`) brings the other side's
 * messages and read receipts in live.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { uuidv7 } from 'uuidv7'
import { CAREERS_MESSAGE_MAX_LENGTH } from '@shared/contracts/careers-chat'
import {
  careersThreadQuery,
  isOwnCareersMessage,
  isReadByOtherSide,
  isReadBySide,
  markCareersConversationRead,
  olderCareersMessages,
  refreshCareersInboxes,
  type CareersMessage,
  type CareersSide,
} from '../../../lib/careers-messaging'
import { errorMessage } from '../../../lib/api'
import { enqueue, isOperation, useCachedQuery, usePendingFor, type OutboxItem } from '../../../offline'
import { DraftComposer, MessageBubble, PendingBubble } from '../../../components/chat/conversation-parts'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/load-error'
import { SkeletonList } from '../../../components/ui/skeleton'
import { usePageTitle } from '../../../lib/use-page-title'
import { formatMessageTime } from '../format'

type PendingMessage = OutboxItem & { op: 'careersMessage.send'; payload: { content: string; conversationId: string; clientMessageId: string } }

const byTime = (a: CareersMessage, b: CareersMessage) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0)

export function CareersConversationView({ side, conversationId }: { side: CareersSide; conversationId: string }) {
  const queryClient = useQueryClient()
  const thread = useCachedQuery(careersThreadQuery(side, conversationId))
  const name = thread.data ? (side === 'provider' ? thread.data.organizationName : thread.data.providerName) : undefined
  usePageTitle(name ? `Careers messages with ${name}` : 'Careers messages')

  // Older pages, read on demand and kept for this visit only.
  const [older, setOlder] = useState<{ messages: CareersMessage[]; cursor: string | null } | null>(null)
  const [loadingOlder, setLoadingOlder] = useState(false)
  const [olderError, setOlderError] = useState<string | null>(null)
  useEffect(() => setOlder(null), [conversationId])

  const messages = useMemo(() => {
    const byId = new Map<string, CareersMessage>()
    for (const m of older?.messages ?? []) byId.set(m.messageId, m)
    for (const m of thread.data?.messages ?? []) byId.set(m.messageId, m)
    return [...byId.values()].sort(byTime)
  }, [older, thread.data])
  const cursor = older ? older.cursor : (thread.data?.nextCursor ?? null)

  const pendingItems = usePendingFor(conversationId)
  const pending = useMemo(() => {
    const sent = messages.filter((m) => isOwnCareersMessage(m, side))
    return pendingItems.filter((item): item is PendingMessage => {
      if (!isOperation(item, 'careersMessage.send')) return false
      // Accepted and already here through the socket, a moment before the outbox lets go of it.
      return !sent.some((m) => m.content === item.payload.content.trim() && Date.parse(m.createdAt) >= item.createdAt - 5 * 60_000)
    })
  }, [pendingItems, messages, side])

  const lastReadOwn = useMemo(() => [...messages].reverse().find((m) => isOwnCareersMessage(m, side) && isReadByOtherSide(m, side))?.messageId, [messages, side])

  // Showing the thread marks the other side's messages read (once per newest unread message).
  const newestFromOther = [...messages].reverse().find((m) => !isOwnCareersMessage(m, side))
  const unreadId = newestFromOther && !isReadBySide(newestFromOther, side) ? newestFromOther.messageId : undefined
  const marked = useRef(new Set<string>())
  useEffect(() => {
    if (!unreadId || thread.isFromCache || marked.current.has(unreadId)) return
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return
    marked.current.add(unreadId)
    markCareersConversationRead(side, conversationId)
      .then(() => {
        void queryClient.invalidateQueries({ queryKey: careersThreadQuery(side, conversationId).queryKey })
        refreshCareersInboxes(queryClient)
      })
      .catch(() => marked.current.delete(unreadId))
  }, [unreadId, thread.isFromCache, queryClient, side, conversationId])

  // Kept at the newest message while the reader is at the bottom.
  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const newestKey = `${messages.at(-1)?.messageId ?? ''}:${pending.length}`
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
      const page = await olderCareersMessages(side, conversationId, cursor)
      setOlder((prev) => ({ messages: [...(prev?.messages ?? []), ...page.messages], cursor: page.nextCursor }))
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
          to={side === 'provider' ? '/provider/careers/messages' : '/facility/careers/messages'}
          className="inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
        >
          <ArrowLeft aria-hidden className="size-5" />
          <span className="sr-only">Back to careers messages</span>
        </Link>
        <div className="min-w-0">
          <h1 className="truncate text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{name ?? 'Conversation'}</h1>
          {thread.data?.jobTitle && <p className="truncate text-sm text-slate-600">About {thread.data.jobTitle}</p>}
        </div>
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
                <MessageBubble key={m.messageId} own={isOwnCareersMessage(m, side)} content={m.content} meta={formatMessageTime(m.createdAt)} read={m.messageId === lastReadOwn} />
              ))}
              {pending.map((item) => (
                <PendingBubble key={item.id} item={item} testId="careers-message-sending" />
              ))}
            </ol>
          </div>
        </div>
      )}
      <DraftComposer
        draftKey={`careers-message:${conversationId}`}
        idPrefix="careers-message-composer"
        maxLength={CAREERS_MESSAGE_MAX_LENGTH}
        onSend={(content) =>
          enqueue('careersMessage.send', { side, conversationId, content, clientMessageId: uuidv7() }, { label: name ? `Careers message to ${name}` : 'Careers message', relatedId: conversationId })
        }
      />
    </div>
  )
}
