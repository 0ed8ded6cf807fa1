/** Pieces the three verification queues share: the filter row, the state of a list, the decided line, a decision history. */
import type { FormEvent, ReactNode } from 'react'
import type { RecordedDecision, Reviewer } from '@shared/contracts/verification-queues'
import { Search } from 'lucide-react'
import { Button } from '../../../../components/ui/button'
import { Field } from '../../../../components/ui/field'
import { Input } from '../../../../components/ui/input'
import { Select, type SelectOption } from '../../../../components/ui/select'
import { formatInstant } from '../../format'

/** Which items to show (a native select: arrow keys and type-ahead), and a search when the queue has one. */
export function QueueFilters<T extends string>({
  idBase,
  value,
  options,
  onChange,
  search,
}: {
  idBase: string
  value: T
  options: readonly SelectOption[]
  onChange: (value: T) => void
  search?: { draft: string; onDraft: (value: string) => void; onSubmit: () => void; label: string }
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    search?.onSubmit()
  }
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <Field label="Show" id={`${idBase}-show`} className="sm:w-64">
        <Select value={value} options={options} onChange={(e) => onChange(e.target.value as T)} />
      </Field>
      {search && (
        <form role="search" onSubmit={submit} className="flex gap-2">
          <Input type="search" aria-label={search.label} placeholder={search.label} value={search.draft} maxLength={100} onChange={(e) => search.onDraft(e.target.value)} className="sm:w-72" />
          <Button type="submit" variant="outline" icon={<Search aria-hidden className="size-4" />}>
            Search
          </Button>
        </form>
      )}
    </div>
  )
}

/** "Verified by Dana Reyes on Jun 30, 2027, 9:05 AM: “reason”". */
export function DecidedLine({ label, at, by, reason }: { label: string; at: string | null; by: Reviewer; reason: string | null }): ReactNode {
  if (!at) return null
  return (
    <p className="text-sm text-slate-700">
      {label}
      {by ? ` by ${by.name}` : ''} on {formatInstant(at)}
      {reason && (
        <>
          : <q className="italic">{reason}</q>
        </>
      )}
    </p>
  )
}

export function DecisionHistory({ decisions, label }: { decisions: RecordedDecision[]; label: (decision: string) => string }) {
  return (
    <section>
      <h3 className="font-semibold text-slate-900">Decisions</h3>
      {decisions.length === 0 ? (
        <p className="mt-1 text-slate-600">None yet.</p>
      ) : (
        <ol className="mt-1 space-y-1.5 text-slate-700">
          {decisions.map((d) => (
            <li key={`${d.decidedAt}-${d.decision}`}>
              {formatInstant(d.decidedAt)}: {label(d.decision)}
              {d.decidedBy ? ` by ${d.decidedBy.name}` : ''}
              {d.reason && (
                <>
                  {' '}
                  — <q className="italic">{d.reason}</q>
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
