/**
 * One user's conversation, as the support team sees it: who wrote what (the user by name, the
 * assistant, the support team), "Take over" / "Hand back to the assistant", and the reply box.
 * A reply takes the conversation over by itself (the API's rule), reaches the user's open
 * screens at once and goes out by e-mail. The thread is read again every few seconds.
 */
import { useEffect, useMemo, useRef, useState } from 'react'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { SUPPORT_MESSAGE_MAX_LENGTH, type SupportConversation, type SupportMessage } from '@shared/contracts/support'
import { Bot, UserRound, X } from 'lucide-react'
import { ChatComposer } from '../../../../components/chat/chat-composer'
import { ChatTranscript, type ChatItem } from '../../../../components/chat/chat-transcript'
import { Alert } from '../../../../components/ui/alert'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { LoadError } from '../../../../components/ui/load-error'
import { errorMessage } from '../../../../lib/api'
import { chatThreadQuery, replyAsSupport, setEscalation, SUPPORT_CHATS_KEY, threadChronological, updateThread } from '../../api/support-chats'
import { LoadEarlier } from '../../../../components/chat/load-earlier'

export function ChatThread({ initial, onClose }: { initial: SupportConversation; onClose: () => void }) {
  const client = useQueryClient()
  const userId = initial.user.userId
  const thread = useInfiniteQuery(chatThreadQuery(userId))
  const [switching, setSwitching] = useState(false)
  const [switchError, setSwitchError] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [userId])

  const conversation = thread.data?.pages[0]?.conversation ?? initial
  const withPerson = conversation.isEscalationEnabled
  const { name, email, userType } = conversation.user

  const items = useMemo(
    () =>
      threadChronological(thread.data).map(
        (m: SupportMessage): ChatItem => ({
          id: m.llmMessageId,
          side: m.sentBy === 'USER' ? 'theirs' : 'mine',
          sender: m.sentBy === 'USER' ? name : m.sentBy === 'LLM' ? 'Assistant' : 'Support team',
          tone: m.sentBy === 'SUPPORT' ? 'staff' : m.sentBy === 'LLM' ? 'assistant' : 'user',
          content: m.content,
          timeSent: m.timeSent,
        }),
      ),
    [thread.data, name],
  )

  const toggle = async () => {
    setSwitching(true)
    setSwitchError(null)
    try {
      const updated = await setEscalation(userId, !withPerson)
      updateThread(client, userId, { conversation: updated })
      void client.invalidateQueries({ queryKey: [...SUPPORT_CHATS_KEY, 'list'] })
    } catch (error) {
      setSwitchError(errorMessage(error))
    } finally {
      setSwitching(false)
    }
  }

  const reply = async (content: string) => {
    try {
      const message = await replyAsSupport(userId, content)
      updateThread(client, userId, { message })
      void client.invalidateQueries({ queryKey: [...SUPPORT_CHATS_KEY, 'list'] })
      return null
    } catch (error) {
      return errorMessage(error)
    }
  }

  return (
    <section aria-labelledby="support-thread-title" className="flex min-w-0 flex-col rounded-card border border-slate-200/80 bg-white p-3 shadow-card sm:p-4">
      <div className="mb-3 flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id="support-thread-title" ref={heading} tabIndex={-1} className="truncate text-lg font-semibold text-slate-900 focus:outline-none">
            {name}
          </h2>
          <p className="truncate text-sm text-slate-600">
            {userType === 'provider' ? 'Provider' : 'Pharmacy user'} · {email}
          </p>
          <Badge tone={withPerson ? 'warning' : 'neutral'} className="mt-1">
            {withPerson ? 'A person handles this conversation' : 'The assistant answers'}
          </Badge>
        </div>
        <div className="flex gap-2">
          <Button
            variant={withPerson ? 'outline' : 'primary'}
            size="sm"
            loading={switching}
            onClick={() => void toggle()}
            icon={withPerson ? <Bot aria-hidden className="size-4" /> : <UserRound aria-hidden className="size-4" />}
          >
            {withPerson ? 'Hand back to the assistant' : 'Take over'}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClose} aria-label={`Close chat: ${name}`} icon={<X aria-hidden className="size-4" />} />
        </div>
      </div>
      {switchError && (
        <Alert tone="error" className="mb-3">
          {switchError}
        </Alert>
      )}
      {thread.isLoading ? (
        <p role="status" className="text-sm text-slate-600">
          Loading the conversation…
        </p>
      ) : thread.isError ? (
        <LoadError title="This conversation didn't load" error={thread.error} onRetry={() => void thread.refetch()} />
      ) : (
        <>
          <ChatTranscript
            label={`Conversation with ${name}`}
            items={items}
            className="max-h-[55vh]"
            before={<LoadEarlier pages={thread} />}
            empty={<p className="m-auto text-sm text-slate-600">No messages yet.</p>}
          />
          <ChatComposer
            label="Reply as the support team"
            placeholder={`Write to ${name}…`}
            hint={withPerson ? 'They see it at once if the app is open, and by e-mail.' : 'Replying takes the conversation over: the assistant stops answering.'}
            maxLength={SUPPORT_MESSAGE_MAX_LENGTH}
            onSend={reply}
            sendLabel="Send reply"
          />
        </>
      )}
    </section>
  )
}
