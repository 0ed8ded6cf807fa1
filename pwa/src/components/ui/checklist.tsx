import { Link, type LinkProps } from '@tanstack/react-router'
import { ChevronRight, CircleCheck, Circle } from 'lucide-react'
import { cx } from './cx'

export interface ChecklistItem {
  label: string
  description: string
  to?: NonNullable<LinkProps['to']>
  done?: boolean
}

/** A short list of set-up steps with a progress bar. */
export function Checklist({ items }: { items: readonly ChecklistItem[] }) {
  const done = items.filter((i) => i.done).length
  const percent = Math.round((done / items.length) * 100)
  return (
    <div>
      <div className="flex items-center justify-between text-sm">
        <span className="font-medium text-slate-700">
          {done} of {items.length} done
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
          const body = (
            <>
              {item.done ? (
                <CircleCheck aria-hidden className="size-5 shrink-0 text-brand-600" />
              ) : (
                <Circle aria-hidden className="size-5 shrink-0 text-slate-300" />
              )}
              <span className="min-w-0 flex-1">
                <span className={cx('block text-sm font-medium', item.done ? 'text-slate-500 line-through' : 'text-slate-900')}>
                  {item.label}
                </span>
                <span className="block text-[0.8rem] text-slate-500">{item.description}</span>
              </span>
              {item.to && !item.done && <ChevronRight aria-hidden className="size-4 text-slate-400" />}
            </>
          )
          return (
            <li key={item.label}>
              {item.to && !item.done ? (
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
