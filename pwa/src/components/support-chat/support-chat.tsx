/**
 * "Help": the signed-in provider's or pharmacy user's chat with the support assistant (issue 14
 * §6), the same screen in both areas. The assistant answers from the help center and the user's
 * own shifts and payouts; "Talk to a person" hands the conversation to the support team, whose
 * replies arrive live on the real-time socket (`lib/support-socket.ts`) and by e-mail.
 */
import { useEffect, useMemo, useState } from 'react'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { SUPPORT_MESSAGE_MAX_LENGTH, type SupportMessage, type SupportSender } from '@shared/contracts/support'
import { LifeBuoy, UserRound } from 'lucide-react'
import { errorMessage } from '../../lib/api'
import { connectSupportSocket } from '../../lib/support-socket'
import { usePageTitle } from '../../lib/use-page-title'
import { ChatComposer } from '../chat/chat-composer'
import { ChatTranscript, type ChatItem } from '../chat/chat-transcript'
import { Alert } from '../ui/alert'
import { Button } from '../ui/button'
import { LoadError } from '../ui/load-error'
import { PageHeader } from '../ui/page'
import { addSupportMessages, askForPerson, chronological, sendSupportMessage, SUPPORT_MESSAGES_KEY, supportMessagesQuery } from './support-api'
import { LoadEarlier } from '../chat/load-earlier'

export const SUPPORT_SENDER_LABELS: Record<SupportSender, string> = { USER: 'You', LLM: 'Assistant', SUPPORT: 'Support team' }

const toItem = (m: SupportMessage): ChatItem => ({
  id: m.llmMessageId,
  side: m.sentBy === 'USER' ? 'mine' : 'theirs',
  sender: SUPPORT_SENDER_LABELS[m.sentBy],
  tone: m.sentBy === 'SUPPORT' ? 'staff' : m.sentBy === 'LLM' ? 'assistant' : 'user',
  content: m.content,
  timeSent: m.timeSent,
})

export function SupportChat() {
  usePageTitle('Help')
  const client = useQueryClient()
  const chat = useInfiniteQuery(supportMessagesQuery())
  const [pending, setPending] = useState<string | null>(null)
  const [escalating, setEscalating] = useState(false)
  const [escalateError, setEscalateError] = useState<string | null>(null)

  useEffect(
    () =>
      connectSupportSocket({
        onMessage: (message) => addSupportMessages(client, [message]),
        // A reply sent while the socket was down (or the escalation it implies) shows on reconnect.
        onOpen: () => void client.invalidateQueries({ queryKey: SUPPORT_MESSAGES_KEY }),
      }),
    [client],
  )

  const conversation = chat.data?.pages[0]?.conversation ?? null
  const withPerson = conversation?.isEscalationEnabled ?? false
  const items = useMemo(() => {
    const list = chronological(chat.data).map(toItem)
    if (pending) list.push({ id: 'pending', side: 'mine', sender: 'You', content: pending, pending: true })
    return list
  }, [chat.data, pending])

  const send = async (content: string) => {
    setPending(content)
    try {
      const sent = await sendSupportMessage(content)
      addSupportMessages(client, sent.messages, sent.conversation)
      if (!chat.data?.pages.length) await client.invalidateQueries({ queryKey: SUPPORT_MESSAGES_KEY })
      return null
    } catch (error) {
      return errorMessage(error)
    } finally {
      setPending(null)
    }
  }

  const escalate = async () => {
    setEscalating(true)
    setEscalateError(null)
    try {
      await askForPerson()
      await client.invalidateQueries({ queryKey: SUPPORT_MESSAGES_KEY })
    } catch (error) {
      setEscalateError(errorMessage(error))
    } finally {
      setEscalating(false)
    }
  }

  return (
    <>
      <PageHeader
        title="Help"
        description="Ask our assistant about shifts, payments, your account or how the app works. Want a person? Ask for one at any time."
        actions={
          !withPerson && (
            <Button variant="outline" onClick={() => void escalate()} loading={escalating} icon={<UserRound aria-hidden className="size-4" />}>
              Talk to a person
            </Button>
          )
        }
      />
      {escalateError && (
        <Alert tone="error" className="mb-4">
          {escalateError}
        </Alert>
      )}
      {withPerson && (
        <Alert tone="info" title="A person from our support team has your conversation" className="mb-4">
          They answer here (you can keep this page open) and by e-mail. The assistant stays quiet meanwhile.
        </Alert>
      )}
      {chat.isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your conversation…
        </p>
      ) : chat.isError ? (
        <LoadError title="Your conversation didn't load" error={chat.error} onRetry={() => void chat.refetch()} />
      ) : (
        <>
          <ChatTranscript
            label="Conversation with support"
            items={items}
            className="max-h-[60vh]"
            before={<LoadEarlier pages={chat} />}
            empty={
              <div className="m-auto flex max-w-sm flex-col items-center gap-2 py-8 text-center text-sm text-slate-600">
                <LifeBuoy aria-hidden className="size-8 text-brand-700" />
                <p className="font-semibold text-slate-900">How can we help?</p>
                <p>For example: “When do I get paid?”, “How do I cancel a shift?” or “Talk to a person”.</p>
              </div>
            }
          />
          <ChatComposer label="Your message" placeholder="Write your question…" maxLength={SUPPORT_MESSAGE_MAX_LENGTH} onSend={send} />
        </>
      )}
    </>
  )
}
