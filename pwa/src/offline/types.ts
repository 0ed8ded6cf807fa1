/** The shapes the provider and facility screens code against (re-exported by `index.ts`). */

export type OperationName =
  | 'shift.apply'
  | 'shift.multiApply'
  | 'shift.confirmAttendance'
  | 'shift.cancel'
  | 'application.cancel'
  | 'application.expiration'
  | 'shift.post'
  | 'shift.hire'
  | 'attendance.confirm'
  | 'attendance.adjust'
  | 'attendance.noShow'
  | 'shiftGroup.cancel'
  | 'shiftGroup.close'
  | 'shiftGroup.update'
  | 'rating.provider'
  | 'rating.facility'

export interface OutboxItem {
  /** uuidv7: sortable (FIFO order) and sent as the `Idempotency-Key`. */
  id: string
  op: OperationName
  payload: unknown
  /** Human words for lists: "Apply to Staff pharmacist, Sat Dec 5". */
  label: string
  /** What the item concerns (a shift group id, …), so a screen can show "pending" beside it. */
  relatedId?: string
  status: 'pending' | 'sending' | 'failed'
  /** The server's answer to a refused operation (4xx), shown until dismissed. */
  error?: { status: number; message: string }
  attempts: number
  nextAttemptAt: number
  createdAt: number
}

/**
 * What the database keeps per item: the public shape plus the token of the person who queued
 * it, so an action is always sent as its author even if the device changes hands mid-queue.
 */
export interface StoredOutboxItem extends OutboxItem {
  token?: string
}
