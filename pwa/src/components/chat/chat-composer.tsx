/**
 * The box a chat is written in: a labelled textarea, Enter sends (Shift+Enter for a new line),
 * and the text stays until the send succeeded, so nothing typed is lost to a failed call. The
 * error, when there is one, is the API's own words under the box.
 */
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { SendHorizontal } from 'lucide-react'
import { Button } from '../ui/button'
import { Field } from '../ui/field'
import { Textarea } from '../ui/textarea'

export function ChatComposer({
  label,
  placeholder,
  maxLength,
  disabled = false,
  onSend,
  hint,
  sendLabel = 'Send',
}: {
  label: string
  placeholder?: string
  maxLength: number
  disabled?: boolean
  /** Answers an error message to show, or null when the message was sent. */
  onSend: (text: string) => Promise<string | null>
  hint?: string
  sendLabel?: string
}) {
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)
  const box = useRef<HTMLTextAreaElement>(null)

  const send = async (event?: FormEvent) => {
    event?.preventDefault()
    const content = text.trim()
    if (sending || disabled) return
    if (!content) {
      setError('Message is required')
      box.current?.focus()
      return
    }
    setSending(true)
    setError(undefined)
    const failed = await onSend(content)
    setSending(false)
    if (failed) setError(failed)
    else setText('')
    box.current?.focus()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send()
    }
  }

  return (
    <form onSubmit={(e) => void send(e)} className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-end">
      <Field label={label} error={error} hint={hint} className="flex-1">
        <Textarea
          ref={box}
          rows={2}
          className="min-h-14"
          value={text}
          maxLength={maxLength}
          placeholder={placeholder}
          disabled={disabled}
          onChange={(e) => {
            setText(e.target.value)
            if (error) setError(undefined)
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <Button type="submit" loading={sending} disabled={disabled} icon={<SendHorizontal aria-hidden className="size-4" />} className={hint || error ? 'sm:mb-6' : undefined}>
        {sendLabel}
      </Button>
    </form>
  )
}
