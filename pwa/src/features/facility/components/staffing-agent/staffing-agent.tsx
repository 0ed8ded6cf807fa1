/**
 * The staffing agent (issue 14 §5): a chat that turns "a pharmacist next Tuesday and Wednesday 9
 * to 5, $72 an hour" into shifts. It asks for what is missing, shows a priced summary, and posts
 * once "Confirm and post" is pressed (`confirmViaButton: true`). Only the summary in the chat's
 * latest answer offers the button: an older one was replaced or already posted. When the "AI
 * staffing agent" flag is off the API answers 403 and the screen says so, without the composer.
 */
import { useMemo, useState } from 'react'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { AGENT_MESSAGE_MAX, type StaffingAgentMessage } from '@shared/contracts/staffing-agent'
import { Bot } from 'lucide-react'
import { ChatComposer } from '../../../../components/chat/chat-composer'
import { ChatTranscript, type ChatItem } from '../../../../components/chat/chat-transcript'
import { Alert } from '../../../../components/ui/alert'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../../components/ui/page'
import { ApiError, errorMessage } from '../../../../lib/api'
import { usePageTitle } from '../../../../lib/use-page-title'
import { refreshShifts } from '../../api/shift-lists'
import { addAgentMessages, AGENT_MESSAGES_KEY, agentChronological, agentMessagesQuery, sendToAgent } from '../../api/staffing-agent'
import { AgentCards } from './agent-cards'
import { LoadEarlier } from '../../../../components/chat/load-earlier'

const CONFIRM_MESSAGE = 'Confirm and post these shifts'

export function StaffingAgent() {
  usePageTitle('Staffing agent')
  const client = useQueryClient()
  const chat = useInfiniteQuery(agentMessagesQuery())
  const [pending, setPending] = useState<string | null>(null)
  const [confirmError, setConfirmError] = useState<string | null>(null)
  const [turnedOff, setTurnedOff] = useState(false)

  const talk = async (message: string, confirmViaButton?: boolean): Promise<string | null> => {
    setPending(message)
    try {
      const { sent, reply } = await sendToAgent(message, confirmViaButton)
      addAgentMessages(client, [sent, reply])
      if (!chat.data?.pages.length) await client.invalidateQueries({ queryKey: AGENT_MESSAGES_KEY })
      if (reply.cards.some((c) => c.type === 'shiftCard') && confirmViaButton) void refreshShifts(client)
      return null
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setTurnedOff(true)
      return errorMessage(error)
    } finally {
      setPending(null)
    }
  }

  const messages = useMemo(() => agentChronological(chat.data), [chat.data])
  const lastId = messages.at(-1)?.llmMessageId
  const confirm = async () => {
    setConfirmError(null)
    const failed = await talk(CONFIRM_MESSAGE, true)
    if (failed) setConfirmError(failed)
  }
  const items = useMemo(() => {
    const list: ChatItem[] = messages.map((m: StaffingAgentMessage) => ({
      id: m.llmMessageId,
      side: m.sentBy === 'USER' ? 'mine' : 'theirs',
      sender: m.sentBy === 'USER' ? 'You' : 'Staffing agent',
      tone: m.sentBy === 'USER' ? 'user' : 'assistant',
      content: m.content,
      timeSent: m.timeSent,
      extra:
        m.cards.length > 0 ? (
          <AgentCards cards={m.cards} canConfirm={m.llmMessageId === lastId && !pending} confirming={pending === CONFIRM_MESSAGE} onConfirm={() => void confirm()} />
        ) : undefined,
    }))
    if (pending) list.push({ id: 'pending', side: 'mine', sender: 'You', content: pending, pending: true })
    return list
  }, [messages, lastId, pending])

  const off = turnedOff || (chat.error instanceof ApiError && chat.error.status === 403)

  return (
    <>
      <PageHeader
        title="Staffing agent"
        description="Tell the agent what you need in your own words — who, which days, what hours, the rate — and it drafts the shifts, prices them and posts them once you confirm. Ask it about your open shifts and applicants too."
      />
      {off ? (
        <EmptyState
          icon={<Bot aria-hidden className="size-7" />}
          title="The staffing agent is not turned on for your organization"
          description="You can still post and manage shifts yourself. Ask us in Help if you would like the agent turned on."
        />
      ) : chat.isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          Loading your conversation…
        </p>
      ) : chat.isError ? (
        <LoadError title="Your conversation didn't load" error={chat.error} onRetry={() => void chat.refetch()} />
      ) : (
        <>
          {confirmError && (
            <Alert tone="error" className="mb-3">
              {confirmError}
            </Alert>
          )}
          <ChatTranscript
            label="Conversation with the staffing agent"
            items={items}
            className="max-h-[65vh]"
            before={<LoadEarlier pages={chat} />}
            empty={
              <div className="m-auto flex max-w-md flex-col items-center gap-2 py-8 text-center text-sm text-slate-600">
                <Bot aria-hidden className="size-8 text-brand-700" />
                <p className="font-semibold text-slate-900">What do you need?</p>
                <p>For example: “I need a pharmacist next Tuesday and Wednesday 9 to 5, $72 an hour” or “How many applicants do I have?”</p>
              </div>
            }
          />
          <ChatComposer label="Message to the staffing agent" placeholder="Describe the shifts you need…" maxLength={AGENT_MESSAGE_MAX} onSend={(text) => talk(text)} />
        </>
      )}
    </>
  )
}
