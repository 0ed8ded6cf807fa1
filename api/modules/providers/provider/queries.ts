/**
 * Fetch-or-throw reads of a provider's own history: another provider's entry is a 404, like an
 * unknown one (api/modules/README.md rule 4).
 */
import { and, count, eq } from 'drizzle-orm'
import { MAX_HISTORY_ENTRIES } from '../../../../shared/contracts/profile'
import type { Tx } from '../../../db/client'
import { certifications, educations, workExperiences } from '../../../db/schema'
import { NotFoundError, ValidationError } from '../../../errors'

export async function getWorkExperienceOfProvider(db: Tx, providerId: string, workExperienceId: string) {
  const row = await db
    .select()
    .from(workExperiences)
    .where(and(eq(workExperiences.id, workExperienceId), eq(workExperiences.providerId, providerId)))
    .get()
  if (!row) throw new NotFoundError('work experience')
  return row
}

export async function getEducationOfProvider(db: Tx, providerId: string, educationId: string) {
  const row = await db.select().from(educations).where(and(eq(educations.id, educationId), eq(educations.providerId, providerId))).get()
  if (!row) throw new NotFoundError('education')
  return row
}

export async function getCertificationOfProvider(db: Tx, providerId: string, certificationId: string) {
  const row = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.id, certificationId), eq(certifications.providerId, providerId)))
    .get()
  if (!row) throw new NotFoundError('certification')
  return row
}

const TABLES = { workExperiences, educations, certifications }
const WHAT = { workExperiences: 'work experiences', educations: 'education entries', certifications: 'certifications' }

/** Each list is bounded (MAX_HISTORY_ENTRIES), so it is answered whole, never paged. */
export async function assertRoomForAnother(db: Tx, providerId: string, list: keyof typeof TABLES) {
  const table = TABLES[list]
  const [row] = await db.select({ n: count() }).from(table).where(eq(table.providerId, providerId))
  if ((row?.n ?? 0) >= MAX_HISTORY_ENTRIES) throw new ValidationError([{ field: list, message: `You can list at most ${MAX_HISTORY_ENTRIES} ${WHAT[list]}` }])
}
