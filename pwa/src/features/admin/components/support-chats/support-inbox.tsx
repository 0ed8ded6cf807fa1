/**
 * The admin panel's support inbox (spec 000 §7 "Support agent"): every provider's and pharmacy
 * user's conversation with the support assistant, the latest activity first, filtered by who
 * handles it (a person or the assistant) and by kind of user, searched by name or e-mail. Opening
 * one shows the thread beside the list (below it on a phone) to read, take over, hand back and
 * answer as the support team.
 */
import { useState, type FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { SupportConversation } from '@shared/contracts/support'
import { MessagesSquare, Search } from 'lucide-react'
import { formatChatTime } from '../../../../components/chat/chat-transcript'
import { Badge } from '../../../../components/ui/badge'
import { Button } from '../../../../components/ui/button'
import { cx } from '../../../../components/ui/cx'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { LoadError } from '../../../../components/ui/load-error'
import { EmptyState, PageHeader } from '../../../../components/ui/page'
import { Pager } from '../../../../components/ui/pager'
import { Select } from '../../../../components/ui/select'
import { usePageTitle } from '../../../../lib/use-page-title'
import { chatHistoriesQuery, useLiveSupportInbox, type ConversationTypeFilter, type UserTypeFilter } from '../../api/support-chats'
import { ChatThread } from './chat-thread'

const CONVERSATION_TYPES: { value: ConversationTypeFilter; label: string }[] = [
  { value: 'all', label: 'All conversations' },
  { value: 'human', label: 'With a person' },
  { value: 'ai', label: 'With the assistant' },
]

const USER_TYPES: { value: UserTypeFilter; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  { value: 'facility', label: 'Pharmacy users' },
  { value: 'provider', label: 'Providers' },
]

const SENDER_PREFIX = { USER: '', LLM: 'Assistant: ', SUPPORT: 'Support: ' } as const

export function SupportInbox() {
  usePageTitle('Support chats')
  useLiveSupportInbox()
  const [page, setPage] = useState(1)
  const [searchDraft, setSearchDraft] = useState('')
  const [search, setSearch] = useState('')
  const [conversationType, setConversationType] = useState<ConversationTypeFilter>('all')
  const [userType, setUserType] = useState<UserTypeFilter>('all')
  const [open, setOpen] = useState<SupportConversation | null>(null)
  const list = useQuery(chatHistoriesQuery({ page, search, conversationType, userType }))

  const submitSearch = (event: FormEvent) => {
    event.preventDefault()
    setSearch(searchDraft)
    setPage(1)
  }
  const filtered = Boolean(search.trim()) || conversationType !== 'all' || userType !== 'all'

  return (
    <>
      <PageHeader
        title="Support chats"
        description="Conversations between users and the support assistant. Open one to read it; take it over to answer as the support team (the assistant stops answering), and hand it back when done."
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end">
        <form role="search" onSubmit={submitSearch} className="flex flex-1 items-end gap-2">
          <Field label="Search by name or e-mail" className="flex-1">
            <Input type="search" value={searchDraft} maxLength={100} onChange={(e) => setSearchDraft(e.target.value)} placeholder="Name or e-mail" />
          </Field>
          <Button type="submit" variant="outline" icon={<Search aria-hidden className="size-4" />}>
            Search
          </Button>
        </form>
        <Field label="Handled by" className="lg:w-56">
          <Select
            value={conversationType}
            options={CONVERSATION_TYPES}
            onChange={(e) => {
              setConversationType(e.target.value as ConversationTypeFilter)
              setPage(1)
            }}
          />
        </Field>
        <Field label="User type" className="lg:w-48">
          <Select
            value={userType}
            options={USER_TYPES}
            onChange={(e) => {
              setUserType(e.target.value as UserTypeFilter)
              setPage(1)
            }}
          />
        </Field>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(18rem,24rem)_1fr]">
        <section aria-label="Conversations">
          {list.isLoading ? (
            <p role="status" className="text-sm text-slate-600">
              Loading conversations…
            </p>
          ) : list.isError ? (
            <LoadError error={list.error} onRetry={() => void list.refetch()} />
          ) : list.data && list.data.data.length > 0 ? (
            <>
              <ul className="flex flex-col gap-2" aria-busy={list.isFetching}>
                {list.data.data.map((c) => {
                  const selected = open?.user.userId === c.user.userId
                  return (
                    <li key={c.llmConversationId}>
                      <button
                        type="button"
                        aria-current={selected || undefined}
                        onClick={() => setOpen(c)}
                        className={cx(
                          'w-full rounded-xl border bg-white p-3 text-left text-sm shadow-xs transition-colors hover:bg-slate-50',
                          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                          selected ? 'border-brand-600 ring-2 ring-brand-500/20' : 'border-slate-200',
                        )}
                      >
                        <span className="flex items-center justify-between gap-2">
                          <span className="truncate font-semibold text-slate-900">
                            <span className="sr-only">Open chat: </span>
                            {c.user.name}
                          </span>
                          <Badge tone={c.isEscalationEnabled ? 'warning' : 'neutral'}>{c.isEscalationEnabled ? 'Person' : 'Assistant'}</Badge>
                        </span>
                        <span className="block truncate text-xs text-slate-600">
                          {c.user.userType === 'provider' ? 'Provider' : 'Pharmacy user'} · {c.user.email}
                        </span>
                        {c.lastMessage && (
                          <span className="mt-1 block truncate text-slate-700">
                            {SENDER_PREFIX[c.lastMessage.sentBy]}
                            {c.lastMessage.content}
                            <span className="text-xs text-slate-500"> · {formatChatTime(c.lastMessage.timeSent)}</span>
                          </span>
                        )}
                      </button>
                    </li>
                  )
                })}
              </ul>
              <Pager page={list.data.pagination.page} totalPages={list.data.pagination.totalPages} onChange={setPage} />
            </>
          ) : (
            <EmptyState
              icon={<MessagesSquare aria-hidden className="size-7" />}
              title={filtered ? 'No conversations match' : 'No conversations yet'}
              description={
                filtered
                  ? 'Try another search or filter.'
                  : 'Chats from providers and pharmacy users are listed here with their last message, the latest activity first.'
              }
            />
          )}
        </section>
        {open ? (
          <ChatThread key={open.user.userId} initial={open} onClose={() => setOpen(null)} />
        ) : (
          <div className="hidden items-center justify-center rounded-card border border-dashed border-slate-300 p-8 text-sm text-slate-600 lg:flex">
            Open a conversation to read it and reply.
          </div>
        )}
      </div>
    </>
  )
}
