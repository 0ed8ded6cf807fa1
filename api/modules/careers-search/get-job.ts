/** `GET /careers/provider/jobs/{jobId}`: a published job with my application and whether I saved it. */
import { eq } from 'drizzle-orm'
import type { ProviderJobDetail } from '../../../shared/contracts/careers-search'
import type { AppContext, ProviderCaller } from '../../context'
import { providers } from '../../db/schema'
import { companyNamesOf, getVisibleJob, mineAmong } from './queries'
import { toJobDetail } from './to-dto'

export async function getJobForProvider({ ctx, caller, jobId }: { ctx: AppContext; caller: ProviderCaller; jobId: string }): Promise<ProviderJobDetail> {
  const db = ctx.db.read
  const job = await getVisibleJob(db, jobId, caller.providerId)
  const [home, companyName, mine] = await Promise.all([
    db.select({ latitude: providers.latitude, longitude: providers.longitude }).from(providers).where(eq(providers.id, caller.providerId)).get(),
    companyNamesOf(db, [job]),
    mineAmong(db, caller.providerId, [job.id]),
  ])
  return toJobDetail(job, {
    home: home ?? { latitude: null, longitude: null },
    companyName: companyName(job),
    application: mine.applications.get(job.id),
    isSaved: mine.saved.has(job.id),
  })
}
