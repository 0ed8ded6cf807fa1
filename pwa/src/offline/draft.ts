/**
 * Form drafts kept in Dexie, so a half-written form (a shift post) survives a reload, a crash
 * and a lost connection. Writes are debounced and flushed when the page hides or the form unmounts.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { loadEngine } from './load-engine'

const WRITE_DELAY_MS = 300

function useDraft<T>(formKey: string, initial: T): [T, (next: T) => void, () => Promise<void>, { restored: boolean }] {
  const [value, setValue] = useState<T>(initial)
  const [restored, setRestored] = useState(false)
  const edited = useRef(false)
  const pending = useRef<{ value: T } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  const writeNow = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const next = pending.current
    pending.current = null
    if (next)
      void loadEngine()
        .then((engine) => engine.offlineDb().drafts.put({ formKey, value: next.value, updatedAt: Date.now() }))
        .catch(() => undefined)
  }, [formKey])

  useEffect(() => {
    let live = true
    edited.current = false
    void loadEngine()
      .then((engine) => engine.offlineDb().drafts.get(formKey))
      .then((draft) => {
        // Someone who typed before the stored copy arrived keeps what they typed.
        if (!live || !draft || edited.current) return
        setValue(draft.value as T)
        setRestored(true)
      })
      .catch(() => undefined)
    window.addEventListener('pagehide', writeNow)
    return () => {
      live = false
      window.removeEventListener('pagehide', writeNow)
      writeNow()
    }
  }, [formKey, writeNow])

  const set = useCallback(
    (next: T) => {
      edited.current = true
      setValue(next)
      pending.current = { value: next }
      if (timer.current) clearTimeout(timer.current)
      timer.current = setTimeout(writeNow, WRITE_DELAY_MS)
    },
    [writeNow],
  )

  /** Forgets the stored copy (after a successful submit); the on-screen value is left as is. */
  const clear = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    pending.current = null
    setRestored(false)
    await (await loadEngine()).offlineDb().drafts.delete(formKey)
  }, [formKey])

  return [value, set, clear, { restored }]
}

/**
 * `useDraft` for a form with several fields: functional updates (several fields change in one
 * event) and a reset to the empty form that forgets the stored copy.
 */
export function useDraftState<T>(formKey: string, initial: T) {
  const [value, set, clear, meta] = useDraft<T>(formKey, initial)
  const latest = useRef(value)
  latest.current = value
  const initialRef = useRef(initial)

  const update = useCallback(
    (next: T | ((prev: T) => T)) => {
      const v = typeof next === 'function' ? (next as (p: T) => T)(latest.current) : next
      latest.current = v
      set(v)
    },
    [set],
  )
  /** Back to an empty form, and nothing kept on the device. */
  const reset = useCallback(() => {
    update(initialRef.current)
    void clear()
  }, [update, clear])
  return { value, update, clear, reset, restored: meta.restored }
}
