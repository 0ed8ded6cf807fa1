/** `GET /provider/certifications`: the most recently issued first, each with its status by the server's clock. */
import { desc, eq } from 'drizzle-orm'
import type { AppContext, ProviderCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { certifications } from '../../../db/schema'
import { toCertificationDto } from './to-dto'

/** The rows in list order; the facility view maps them without numbers or documents. */
export function certificationRowsOf(db: Tx, providerId: string) {
  return db.select().from(certifications).where(eq(certifications.providerId, providerId)).orderBy(desc(certifications.issuedAt), desc(certifications.id))
}

export async function listCertifications({ ctx, caller }: { ctx: AppContext; caller: ProviderCaller }) {
  const rows = await certificationRowsOf(ctx.db.read, caller.providerId)
  return rows.map((row) => toCertificationDto(ctx, row))
}
