import { Link, type LinkProps } from '@tanstack/react-router'
import { ChevronRight, CircleCheck, Circle, Clock } from 'lucide-react'
import { cx } from './cx'

export interface ChecklistItem {
  label: string
  description: string
  /** The screen where the step is done; a step with no screen yet has `soon` instead. */
  to?: NonNullable<LinkProps['to']>
  done?: boolean
  /**
   * The step cannot be done in the app yet: says so in these words (no link that leads nowhere),
   * and is left out of the progress, which counts only what can be done today.
   */
  soon?: string
}

/** A short list of set-up steps with a progress bar. `done` comes from the person's own data. */
export function Checklist({ items }: { items: readonly ChecklistItem[] }) {
  const counted = items.filter((i) => !i.soon || i.done)
  const done = counted.filter((i) => i.done).length
  const percent = counted.length ? Math.round((done / counted.length) * 100) : 100
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700" data-testid="checklist-progress">
          {done} of {counted.length} done
        </span>
        <span className="text-slate-500">{percent}%</span>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label="Set-up progress"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <ul className="mt-4 divide-y divide-slate-100">
        {items.map((item) => {
          const soon = item.soon && !item.done
          const body = (
            <>
              {item.done ? (
                <CircleCheck aria-hidden className="size-5 shrink-0 text-brand-600" />
              ) : soon ? (
                <Clock aria-hidden className="size-5 shrink-0 text-slate-400" />
              ) : (
                <Circle aria-hidden className="size-5 shrink-0 text-slate-300" />
              )}
              <span className="min-w-0 flex-1">
                <span className={cx('block text-sm font-medium', item.done ? 'text-slate-500 line-through' : soon ? 'text-slate-600' : 'text-slate-900')}>
                  {item.label}
                  {item.done && <span className="sr-only"> (done)</span>}
                  {soon && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-[0.7rem] font-semibold text-slate-600 no-underline">Coming soon</span>}
                </span>
                <span className="block text-[0.8rem] text-slate-500">{soon ? item.soon : item.description}</span>
              </span>
              {item.to && !item.done && !soon && <ChevronRight aria-hidden className="size-4 text-slate-400" />}
            </>
          )
          return (
            <li key={item.label}>
              {item.to && !item.done && !soon ? (
                <Link to={item.to} className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-slate-50">
                  {body}
                </Link>
              ) : (
                <div className="flex items-center gap-3 py-3">{body}</div>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
