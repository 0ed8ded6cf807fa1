/**
 * `PUT /provider/certifications/{certificationId}`: replaces one of the provider's own
 * certifications (another's is a 404). `fileId` absent keeps the document, null removes it.
 *
 * Staff's check (issue 16 §3): a change to anything they checked (type, name, number, issuer,
 * dates, document) sends it back to the queue as PENDING, the last decision cleared (it stays in
 * the audit trail). A rejected one saved as it is goes back too ("it is right, look again"); a
 * verified or waiting one saved unchanged keeps its place.
 */
import { eq } from 'drizzle-orm'
import type { CertificationBody } from '../../../../shared/contracts/profile'
import type { AppContext, ProviderCaller } from '../../../context'
import { certifications } from '../../../db/schema'
import { certificationValues } from './add-certification'
import { getCertificationOfProvider } from './queries'
import { toCertificationDto } from './to-dto'

export async function updateCertification({ ctx, caller, certificationId, input }: { ctx: AppContext; caller: ProviderCaller; certificationId: string; input: CertificationBody }) {
  const values = await certificationValues(ctx, caller, input)
  return ctx.db.write(async (tx) => {
    const existing = await getCertificationOfProvider(tx, caller.providerId, certificationId)
    const now = ctx.clock.now()
    const changed = (Object.keys(values) as (keyof typeof values)[]).some((key) => values[key] !== existing[key])
    const resubmission = changed || existing.reviewStatus === 'REJECTED' ? { reviewStatus: 'PENDING' as const, rejectionReason: null, reviewedAt: null, reviewedByTeamMemberId: null, submittedAt: now } : {}
    const [row] = await tx.update(certifications).set({ ...values, ...resubmission, updatedAt: now }).where(eq(certifications.id, existing.id)).returning()
    return toCertificationDto(ctx, row!)
  })
}
