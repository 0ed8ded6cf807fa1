/**
 * A row of tabs that switch what a page lists. Follows the ARIA tabs pattern: one tab stop,
 * arrow keys move between tabs, the chosen tab's panel is labelled by it.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { cx } from './cx'

export interface TabItem<T extends string> {
  value: T
  label: ReactNode
  count?: number
}

export function Tabs<T extends string>({
  items,
  value,
  onChange,
  label,
  idBase,
  className,
}: {
  items: readonly TabItem<T>[]
  value: T
  onChange: (value: T) => void
  label: string
  idBase: string
  className?: string
}) {
  const listRef = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    const to = event.key === 'Home' ? 0 : event.key === 'End' ? items.length - 1 : step ? (index + step + items.length) % items.length : -1
    if (to < 0) return
    event.preventDefault()
    onChange(items[to]!.value)
    listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[to]?.focus()
  }
  return (
    <div ref={listRef} role="tablist" aria-label={label} className={cx('flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1', className)}>
      {items.map((item, i) => {
        const selected = item.value === value
        return (
          <button
            key={item.value}
            type="button"
            role="tab"
            id={tabId(idBase, item.value)}
            aria-selected={selected}
            aria-controls={panelId(idBase)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(item.value)}
            onKeyDown={(e) => onKeyDown(e, i)}
            className={cx(
              'flex h-9 min-w-max flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600',
              selected ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {item.label}
            {item.count !== undefined && (
              <span className={cx('rounded-full px-1.5 text-xs', selected ? 'bg-brand-50 text-brand-800' : 'bg-slate-200 text-slate-600')}>{item.count}</span>
            )}
          </button>
        )
      })}
    </div>
  )
}

export function TabPanel({ idBase, value, children, className }: { idBase: string; value: string; children: ReactNode; className?: string }) {
  return (
    <div role="tabpanel" id={panelId(idBase)} aria-labelledby={tabId(idBase, value)} className={className}>
      {children}
    </div>
  )
}

const tabId = (base: string, value: string) => `${base}-tab-${value}`
const panelId = (base: string) => `${base}-panel`
