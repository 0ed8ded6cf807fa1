/** The packet's bytes as the HTTP answer, or 404 when the form has none (not yet GENERATED). */
import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { facilityOnboardingForms } from '../../db/schema'
import { NotFoundError } from '../../errors'

export async function packetResponse(db: Tx, formId: string): Promise<Response> {
  const row = await db.select({ pdf: facilityOnboardingForms.packetPdf }).from(facilityOnboardingForms).where(eq(facilityOnboardingForms.id, formId)).get()
  if (!row?.pdf) throw new NotFoundError('packet', 'This onboarding form has no orientation packet yet')
  return new Response(new Uint8Array(row.pdf), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="orientation-packet.pdf"', 'cache-control': 'private, no-store' },
  })
}
