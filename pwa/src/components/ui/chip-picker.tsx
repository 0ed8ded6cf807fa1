/**
 * A searchable multi-select: chosen items show as removable chips above a combobox that
 * filters the list as you type. Follows the ARIA combobox + listbox pattern: arrows move,
 * Enter picks, Escape closes, Backspace in an empty box removes the last chip.
 *
 * A pick closes the list, as a phone's own pickers do: the list floats over the fields below,
 * and left open after a tap it hid the next field until the person found a way to dismiss it.
 * Focus stays in the box, so the next pick is a tap, a keystroke or Arrow Down away.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Check, Search, X } from 'lucide-react'
import { controlClasses, useFieldControl } from './field'
import { cx } from './cx'

export interface ChipOption {
  id: string
  name: string
}

export interface ChipPickerProps {
  options: readonly ChipOption[]
  value: readonly string[]
  onChange: (ids: string[]) => void
  placeholder?: string
  /** Shown when the search matches nothing. */
  emptyText?: string
  loading?: boolean
  name?: string
  maxVisible?: number
}

export function ChipPicker({
  options,
  value,
  onChange,
  placeholder = 'Search…',
  emptyText = 'No matches',
  loading = false,
  name,
  maxVisible = 8,
}: ChipPickerProps) {
  const control = useFieldControl()
  const listId = `${useId().replace(/:/g, '')}-list`
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)

  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options])
  const selected = value.map((id) => byId.get(id) ?? { id, name: id })
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    const all = q ? options.filter((o) => o.name.toLowerCase().includes(q)) : options
    return all.slice(0, 60)
  }, [options, query])

  // Focus moved to the box by a pick or a chip's removal, not by the person: the list stays shut.
  const quietFocus = useRef(false)
  const toggle = (id: string) => {
    onChange(value.includes(id) ? value.filter((v) => v !== id) : [...value, id])
    setQuery('')
    setActive(0)
    setOpen(false)
    quietFocus.current = true
    inputRef.current?.focus()
    quietFocus.current = false
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      // Closed, the first Arrow Down only opens the list, on its first option.
      if (open) setActive((i) => Math.min(i + 1, matches.length - 1))
      else setOpen(true)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => Math.max(i - 1, 0))
    } else if (event.key === 'Enter') {
      if (open && matches[active]) {
        event.preventDefault()
        toggle(matches[active].id)
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault()
        setOpen(false)
      }
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1))
    }
  }

  const activeId = open && matches[active] ? `${listId}-${active}` : undefined

  // Keep the option moved to with the arrow keys in view.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  return (
    <div
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      {selected.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-1.5" aria-label="Selected">
          {selected.map((item) => (
            <li key={item.id}>
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 ring-1 ring-brand-200">
                {item.name}
                <button
                  type="button"
                  onClick={() => toggle(item.id)}
                  className="flex size-6 items-center justify-center rounded-full text-brand-700 hover:bg-brand-100"
                  aria-label={`Remove ${item.name}`}
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </span>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400" />
        <input
          {...control}
          ref={inputRef}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeId}
          value={query}
          placeholder={loading ? 'Loading choices…' : placeholder}
          disabled={loading && options.length === 0}
          onChange={(e) => {
            setQuery(e.target.value)
            setActive(0)
            setOpen(true)
          }}
          onFocus={() => {
            if (!quietFocus.current) setOpen(true)
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className={controlClasses(Boolean(control['aria-invalid']), 'h-11 pl-10')}
        />
      </div>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          tabIndex={-1}
          className="absolute z-30 mt-1.5 w-full overflow-auto rounded-xl border border-slate-200 bg-white py-1 shadow-raised"
          style={{ maxHeight: `${maxVisible * 2.5 + 0.5}rem` }}
        >
          {matches.length === 0 && <li className="px-3.5 py-2.5 text-sm text-slate-500">{emptyText}</li>}
          {matches.map((o, i) => {
            const isSelected = value.includes(o.id)
            return (
              <li
                key={o.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={isSelected}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => toggle(o.id)}
                onMouseEnter={() => setActive(i)}
                className={cx(
                  'flex h-10 cursor-pointer items-center justify-between gap-2 px-3.5 text-sm',
                  i === active ? 'bg-slate-100' : undefined,
                  isSelected ? 'font-semibold text-brand-800' : 'text-slate-800',
                )}
              >
                <span className="truncate">{o.name}</span>
                {isSelected && <Check aria-hidden className="size-4 shrink-0 text-brand-700" />}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
