/**
 * The engine's side of cached reads (`cached-query.ts`): each screen's last answer in Dexie,
 * by the screen's key. Writes made in this tab are applied in order, and a read waits for the
 * writes queued before it, so a fallback right after a fresh answer sees that answer.
 */
import { offlineDb, type OfflineDb } from './db'
import { LAST_SYNCED_KEY } from './outbox'
import type { AnswerStore, StoredAnswer } from './cached-query'

const MAX_CACHED_ANSWERS = 300

/** `db` lets the unit test hand in a fake-indexeddb database; the app uses `offlineDb()`. */
export function answerStore(db?: OfflineDb): AnswerStore {
  const database = () => db ?? offlineDb()
  let writes: Promise<unknown> = Promise.resolve()
  return {
    async get(key) {
      await writes
      const row = await database().answers.get(key)
      return row ? ({ data: row.data, syncedAt: row.syncedAt } satisfies StoredAnswer) : undefined
    },
    put(key, path, data, syncedAt) {
      const d = database()
      const write = writes.then(() =>
        d.transaction('rw', d.answers, d.meta, async () => {
          await d.answers.put({ key, path, data, syncedAt })
          await d.meta.put({ key: LAST_SYNCED_KEY, value: syncedAt })
          // Every filter combination is its own key: keep the most recent ones, not all of them.
          const excess = (await d.answers.count()) - MAX_CACHED_ANSWERS
          if (excess > 0) await d.answers.orderBy('syncedAt').limit(excess).delete()
        }),
      )
      writes = write.catch(() => undefined)
      return write
    },
  }
}

/** The app's store, shared by every cached query. */
export const answers: AnswerStore = answerStore()
