/** How a form names, fills and focuses its fields: by the contract's error paths (`shiftDays[0].date`). */

/** The DOM id of a field's control, derived from its contract path. */
export function fieldId(field: string): string {
  return `f-${field.replace(/[^A-Za-z0-9]+/g, '-')}`
}

/** Scrolls to a field's control and focuses it (the first invalid field after a submit). */
export function focusField(field: string): void {
  const el = document.getElementById(fieldId(field))
  if (!el) return
  const target = el.matches('input, select, textarea, button') ? el : el.querySelector<HTMLElement>('input, select, textarea, button')
  el.scrollIntoView({ block: 'center', behavior: 'smooth' })
  target?.focus({ preventScroll: true })
}

/** Empty text is "not given": the contract then reports "… is required" rather than a format error. */
export function textOrUndefined(value: unknown, { trim = true } = {}): string | undefined {
  if (typeof value !== 'string') return undefined
  const v = trim ? value.trim() : value
  return v === '' ? undefined : v
}
