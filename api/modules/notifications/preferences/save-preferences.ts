/** Writes a user's whole preferences row (first change: insert from the defaults; later: update). */
import type { Tx } from '../../../db/client'
import { notificationPreferences } from '../../../db/schema'
import type { PreferencesRow } from './effective-preferences'

export async function savePreferencesRow(tx: Tx, row: PreferencesRow): Promise<void> {
  const { userId, createdAt, ...changes } = row
  await tx.insert(notificationPreferences).values(row).onConflictDoUpdate({ target: notificationPreferences.userId, set: changes })
}

/** The fields that differ between two rows, ignoring the bookkeeping instants. */
export function sameSettings(a: PreferencesRow, b: PreferencesRow): boolean {
  const strip = ({ createdAt, updatedAt, unsubscribedAt, ...rest }: PreferencesRow) => rest
  return JSON.stringify(strip(a)) === JSON.stringify(strip(b))
}
