/**
 * "Message": opens (or finds) the conversation between a facility and a provider who share a
 * shift or an application (`POST /api/conversations`) and goes to the thread. The facility's
 * screens name the provider; the provider's name only the facility.
 */
import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { MessageSquare } from 'lucide-react'
import { errorMessage } from '../lib/api'
import { openConversation } from '../lib/messaging'
import { Button, type ButtonProps } from './ui/button'

export function MessageButton({
  facilityId,
  providerId,
  label = 'Message',
  accessibleName,
  size = 'sm',
  variant = 'outline',
}: {
  facilityId: string
  /** Set on the facility's side. */
  providerId?: string
  label?: string
  /** "Message Maria Lopez" where several buttons share a screen. */
  accessibleName?: string
  size?: ButtonProps['size']
  variant?: ButtonProps['variant']
}) {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  async function open() {
    setBusy(true)
    setError(null)
    try {
      const conversation = await openConversation(providerId ? { facilityId, providerId } : { facilityId })
      await navigate({
        to: providerId ? '/facility/messages/$conversationId' : '/provider/messages/$conversationId',
        params: { conversationId: conversation.id },
      })
    } catch (e) {
      setError(errorMessage(e))
      setBusy(false)
    }
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        size={size}
        variant={variant}
        loading={busy}
        aria-label={accessibleName}
        icon={<MessageSquare aria-hidden className="size-4" />}
        onClick={() => void open()}
      >
        {label}
      </Button>
      {error && (
        <span role="alert" className="text-sm text-red-700">
          {error}
        </span>
      )}
    </span>
  )
}
