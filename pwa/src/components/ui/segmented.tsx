/**
 * A row of mutually exclusive choices drawn as a pill group (list / map, applied / upcoming /
 * history). Buttons with `aria-pressed`, so each is reached with Tab and read with its state.
 */
import type { ReactNode } from 'react'
import { cx } from './cx'

export interface SegmentOption<V extends string> {
  value: V
  label: ReactNode
  icon?: ReactNode
  /** A count shown after the label. */
  count?: number
}

export function Segmented<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  /** Names the group for screen readers. */
  label: string
  value: V
  options: readonly SegmentOption<V>[]
  onChange: (value: V) => void
  className?: string
}) {
  return (
    <div role="group" aria-label={label} className={cx('inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1', className)}>
      {options.map((o) => {
        const active = o.value === value
        return (
          <button
            key={o.value}
            type="button"
            aria-pressed={active}
            onClick={() => onChange(o.value)}
            className={cx(
              'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold transition-colors sm:px-3',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
              active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {o.icon && <span className="hidden sm:contents">{o.icon}</span>}
            {o.label}
            {o.count !== undefined && (
              <span className={cx('rounded-full px-1.5 text-xs', active ? 'bg-brand-50 text-brand-800' : 'bg-slate-200 text-slate-700')}>{o.count}</span>
            )}
          </button>
        )
      })}
    </div>
  )
}
