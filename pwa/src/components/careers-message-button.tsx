/**
 * "Message" on the careers job board: opens (or finds) the careers conversation between an
 * organization and a provider who applied to one of its jobs, and goes to the thread. The
 * organization's screens (a job's applicants) name the provider and the job; the provider's (a
 * job they applied to) name the job. For the job board's screens, which are other features.
 */
import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { MessageSquare } from 'lucide-react'
import { errorMessage } from '../lib/api'
import { openCareersConversation } from '../lib/careers-messaging'
import { Button, type ButtonProps } from './ui/button'

export function CareersMessageButton({
  jobId,
  providerId,
  label = 'Message',
  accessibleName,
  size = 'sm',
  variant = 'outline',
}: {
  jobId: string
  /** Set on the organization's side: the applicant. */
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
      const conversation = providerId ? await openCareersConversation('facility', { providerId, jobId }) : await openCareersConversation('provider', { jobId })
      await navigate({
        to: providerId ? '/facility/careers/messages/$conversationId' : '/provider/careers/messages/$conversationId',
        params: { conversationId: conversation.conversationId },
      })
    } catch (e) {
      setError(errorMessage(e))
      setBusy(false)
    }
  }
  return (
    <span className="inline-flex flex-col gap-1">
      <Button size={size} variant={variant} loading={busy} aria-label={accessibleName} icon={<MessageSquare aria-hidden className="size-4" />} onClick={() => void open()}>
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
