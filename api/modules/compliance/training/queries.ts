import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../../db/client'
import { trainingProgress } from '../../../db/schema'
import { NotFoundError } from '../../../errors'
import { trainingModule, type TrainingModuleDef } from './catalog'
import type { TrainingRow } from './status'

/** A module of the catalog, or 404 (the catalog is the same for every provider). */
export function moduleOrThrow(moduleKey: string): TrainingModuleDef {
  const found = trainingModule(moduleKey)
  if (!found) throw new NotFoundError('compliance module')
  return found
}

/** The caller's progress rows, by module. */
export async function progressOf(db: Tx, providerId: string): Promise<Map<string, TrainingRow>> {
  const rows = await db.select().from(trainingProgress).where(eq(trainingProgress.providerId, providerId))
  return new Map(rows.map((r) => [r.moduleKey, r]))
}

export function progressRow(db: Tx, providerId: string, moduleKey: string): Promise<TrainingRow | undefined> {
  return db.select().from(trainingProgress).where(and(eq(trainingProgress.providerId, providerId), eq(trainingProgress.moduleKey, moduleKey))).get()
}
