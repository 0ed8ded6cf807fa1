/**
 * One conversation: the thread (oldest at the top, older pages on scroll or "Load earlier
 * messages"), "Read" under the writer's own last message the other side has read, and the
 * composer. A message is sent through the offline outbox with a `clientMessageId`, so one
 * written offline shows as "Sending…" and goes out once when the connection returns; the
 * socket (`lib/realtime.ts`) brings the other side's messages and read receipts in live.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft, Send } from 'lucide-react'
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
import { dismissFailed, enqueue, flushOutbox, isOperation, useCachedQuery, useDraftState, usePendingFor, type OutboxItem } from '../../../offline'
import { Button } from '../../../components/ui/button'
import { LoadError } from '../../../components/ui/load-error'
import { SkeletonList } from '../../../components/ui/skeleton'
import { Spinner } from '../../../components/ui/spinner'
import { cx } from '../../../components/ui/cx'
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
                <PendingBubble key={item.id} item={item} />
              ))}
            </ol>
          </div>
        </div>
      )}
      <Composer
        conversationId={conversationId}
        onSend={(content) =>
          enqueue('message.send', { conversationId, content, clientMessageId: uuidv7() }, { label: name ? `Message to ${name}` : 'Message', relatedId: conversationId })
        }
      />
    </div>
  )
}

function MessageBubble({ own, content, meta, read, status }: { own: boolean; content: string; meta?: string; read?: boolean; status?: ReactNode }) {
  return (
    <li className={cx('flex flex-col', own ? 'items-end' : 'items-start')}>
      <span className="sr-only">{own ? 'You:' : 'Them:'}</span>
      <p
        className={cx(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.95rem] leading-relaxed break-words whitespace-pre-wrap shadow-sm sm:max-w-[70%]',
          own ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
        )}
      >
        {content}
      </p>
      <span className="mt-0.5 px-1 text-xs text-slate-600">
        {status ?? meta}
        {read && <span className="ml-1.5 font-semibold text-brand-800">Read</span>}
      </span>
    </li>
  )
}

function PendingBubble({ item }: { item: PendingMessage }) {
  const status =
    item.status === 'failed' ? (
      <span className="inline-flex items-center gap-2 text-red-700">
        Not sent: {item.error?.message ?? 'This could not be sent.'}
        <button type="button" className="font-semibold underline" onClick={() => void dismissFailed(item.id)}>
          Discard
        </button>
      </span>
    ) : (
      <span className="inline-flex items-center gap-1.5" data-testid="message-sending">
        <Spinner className="size-3" /> Sending…
        {item.attempts > 0 && (
          <button type="button" className="ml-1 font-semibold underline" onClick={() => void flushOutbox()}>
            Send now
          </button>
        )}
      </span>
    )
  return <MessageBubble own content={item.payload.content} status={status} />
}

/** A half-written message is kept on the device per thread (a reload, a lost connection). */
function Composer({ conversationId, onSend }: { conversationId: string; onSend: (content: string) => Promise<unknown> }) {
  const draft = useDraftState(`message:${conversationId}`, '')
  const text = draft.value
  const setText = draft.update
  const [error, setError] = useState<string | null>(null)
  const input = useRef<HTMLTextAreaElement>(null)
  async function submit(e?: FormEvent) {
    e?.preventDefault()
    const content = text.trim()
    if (!content) {
      setError('Message content is required')
      input.current?.focus()
      return
    }
    setError(null)
    draft.reset()
    try {
      await onSend(content)
    } catch {
      setText(content)
      setError('This message could not be saved on this device. Please try again.')
    }
    input.current?.focus()
  }
  return (
    <form onSubmit={(e) => void submit(e)} className="mt-3 flex items-end gap-2" aria-label="Write a message">
      <div className="min-w-0 flex-1">
        <label htmlFor="message-composer" className="sr-only">
          Message
        </label>
        <textarea
          id="message-composer"
          ref={input}
          rows={2}
          value={text}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'message-composer-error' : undefined}
          placeholder="Write a message"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault()
              void submit()
            }
          }}
          className="block w-full resize-none rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-[0.95rem] leading-relaxed text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
        {error && (
          <p id="message-composer-error" role="alert" className="mt-1 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" icon={<Send aria-hidden className="size-4" />}>
        Send
      </Button>
    </form>
  )
}
