/**
 * A chat's messages, oldest at the top, the newest in view: the support chat, the staffing agent
 * and the admin panel's support inbox draw theirs with it. The list is a `log` region (new
 * messages are announced politely) that scrolls on its own and can be focused to scroll by key.
 * Every message carries its sender in words, not only by side and colour.
 */
import { useEffect, useRef, type ReactNode } from 'react'
import { cx } from '../ui/cx'

export interface ChatItem {
  id: string
  /** `mine`: drawn on the right (the person using this screen); `theirs`: on the left. */
  side: 'mine' | 'theirs'
  sender: string
  /** Styles a third kind of sender (a person of the support team) apart from the assistant. */
  tone?: 'assistant' | 'staff' | 'user'
  content: string
  timeSent?: string
  pending?: boolean
  /** Drawn under the text (the staffing agent's cards). */
  extra?: ReactNode
}

const timeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })

export function formatChatTime(iso: string): string {
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : timeFormat.format(date)
}

export function ChatTranscript({
  label,
  items,
  empty,
  before,
  className,
}: {
  label: string
  items: readonly ChatItem[]
  empty?: ReactNode
  /** Above the first message ("Load earlier messages"). */
  before?: ReactNode
  className?: string
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const last = items.at(-1)?.id
  useEffect(() => {
    const el = scroller.current
    if (el) el.scrollTop = el.scrollHeight
  }, [last, items.length])
  return (
    <div
      ref={scroller}
      role="log"
      aria-label={label}
      aria-live="polite"
      tabIndex={0}
      className={cx(
        'flex min-h-64 flex-col gap-3 overflow-y-auto rounded-card border border-slate-200/80 bg-slate-50/60 p-3 sm:p-4',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        className,
      )}
    >
      {before}
      {items.length === 0 && empty}
      {items.map((item) => (
        <div key={item.id} className={cx('flex flex-col gap-1', item.side === 'mine' ? 'items-end' : 'items-start')} aria-busy={item.pending || undefined}>
          <p className="px-1 text-xs text-slate-600">
            <span className="font-semibold text-slate-800">{item.sender}</span>
            {item.pending ? <span> · Sending…</span> : item.timeSent ? <span> · {formatChatTime(item.timeSent)}</span> : null}
          </p>
          <div
            className={cx(
              'max-w-[min(36rem,90%)] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2.5 text-[0.95rem] leading-relaxed shadow-xs',
              item.side === 'mine'
                ? item.tone === 'assistant'
                  ? 'rounded-br-md border border-brand-200 bg-brand-50 text-slate-900'
                  : 'rounded-br-md bg-brand-700 text-white'
                : item.tone === 'staff'
                  ? 'rounded-bl-md border border-accent-100 bg-accent-50 text-slate-900'
                  : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
              item.pending && 'opacity-70',
            )}
          >
            {item.content}
          </div>
          {item.extra && <div className="flex w-full max-w-[min(44rem,100%)] flex-col gap-2">{item.extra}</div>}
        </div>
      ))}
    </div>
  )
}
