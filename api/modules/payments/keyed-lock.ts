/**
 * Runs work for one idempotency key at a time in this process, so a request repeated while the
 * first is still talking to the processor waits for it and then reads its recorded outcome
 * (Stripe answers a concurrent repeat with an error instead). Across processes the unique
 * indexes on `idempotency_key` and the processor's own idempotency still hold.
 */
const running = new Map<string, Promise<unknown>>()

export async function withKeyLock<T>(key: string, work: () => Promise<T>): Promise<T> {
  while (running.has(key)) await running.get(key)!.catch(() => {})
  const promise = work()
  running.set(key, promise)
  try {
    return await promise
  } finally {
    if (running.get(key) === promise) running.delete(key)
  }
}
