/**
 * The parts of a conversation's screen that the shift messages and the careers chat share: a
 * message's bubble (own on the right, with "Read" under the last one the other side has read), a
 * message still in the offline outbox ("Sending…", or "Not sent" with Discard), and the composer
 * whose draft survives a reload. Each thread supplies its own queries and outbox operation.
 */
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Send } from 'lucide-react'
import { dismissFailed, flushOutbox, useDraftState, type OutboxItem } from '../../offline'
import { Button } from '../ui/button'
import { cx } from '../ui/cx'
import { Spinner } from '../ui/spinner'

export function MessageBubble({ own, content, meta, read, status }: { own: boolean; content: string; meta?: string; read?: boolean; status?: ReactNode }) {
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

export function PendingBubble({ item, testId }: { item: OutboxItem & { payload: { content: string } }; testId: string }) {
  const status =
    item.status === 'failed' ? (
      <span className="inline-flex items-center gap-2 text-red-700">
        Not sent: {item.error?.message ?? 'This could not be sent.'}
        <button type="button" className="font-semibold underline" onClick={() => void dismissFailed(item.id)}>
          Discard
        </button>
      </span>
    ) : (
      <span className="inline-flex items-center gap-1.5" data-testid={testId}>
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

/**
 * A half-written message is kept on the device per thread (a reload, a lost connection) under
 * `draftKey`; `idPrefix` names the box and its error (`message-composer`, `…-error`).
 */
export function DraftComposer({
  draftKey,
  idPrefix,
  maxLength,
  onSend,
}: {
  draftKey: string
  idPrefix: string
  maxLength: number
  onSend: (content: string) => Promise<unknown>
}) {
  const draft = useDraftState(draftKey, '')
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
        <label htmlFor={idPrefix} className="sr-only">
          Message
        </label>
        <textarea
          id={idPrefix}
          ref={input}
          rows={2}
          value={text}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idPrefix}-error` : undefined}
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
          <p id={`${idPrefix}-error`} role="alert" className="mt-1 text-sm text-red-700">
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
