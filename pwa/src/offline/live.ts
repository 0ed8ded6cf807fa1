/**
 * Shared live views of the database for hooks: one Dexie liveQuery per view however many
 * components watch it. Dexie 4 re-runs the query on writes from this tab and from other tabs.
 */
import { liveQuery } from 'dexie'

export interface LiveView<T> {
  subscribe(onChange: () => void): () => void
  get(): T
}

export function createLiveView<T>(query: () => Promise<T>, initial: T): LiveView<T> {
  let value = initial
  const listeners = new Set<() => void>()
  let subscription: { unsubscribe(): void } | null = null
  return {
    subscribe(onChange) {
      listeners.add(onChange)
      subscription ??= liveQuery(query).subscribe({
        next: (next) => {
          value = next
          for (const listener of listeners) listener()
        },
        error: (error: unknown) => console.error(error),
      })
      return () => {
        listeners.delete(onChange)
        if (listeners.size === 0) {
          subscription?.unsubscribe()
          subscription = null
        }
      }
    },
    get: () => value,
  }
}
