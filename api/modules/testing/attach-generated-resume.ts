/**
 * `POST /testing/provider/{providerUserId}/resume` (spec 001 §7 "Testing helpers"): gives a
 * provider a generated one-column résumé PDF under their own name, e-mail and address, stored as
 * their file and recorded as their `resume_file`; answers that record. The content (jobs,
 * schools, abilities) comes from the résumé generator, seeded by the user id so it repeats.
 */
import { eq } from 'drizzle-orm'
import { singleColumnPdf } from '../../../scripts/resumes/pdf-single-column'
import { sampleResume } from '../../../scripts/resumes/sample'
import type { ResumeFile } from '../../../shared/contracts/resumes'
import type { AppContext } from '../../context'
import { providers, users } from '../../db/schema'
import { NotFoundError } from '../../errors'
import { storeResumeForProvider } from '../resumes'

function seedOf(value: string): number {
  let hash = 2166136261
  for (const char of value) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619)
  return hash >>> 0
}

export async function attachGeneratedResume({ ctx, providerUserId }: { ctx: AppContext; providerUserId: string }): Promise<ResumeFile> {
  const person = await ctx.db.read
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, streetAddress: providers.streetAddress, city: providers.city, state: providers.state, zipCode: providers.zipCode })
    .from(providers)
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.userId, providerUserId))
    .get()
  if (!person) throw new NotFoundError('provider')
  const sample = { ...sampleResume(seedOf(providerUserId), { now: ctx.clock.now() }), ...person }
  const bytes = await singleColumnPdf(sample)
  return storeResumeForProvider({ ctx, userId: providerUserId, bytes, originalFilename: `${person.firstName}-${person.lastName}-resume.pdf`.replace(/[^A-Za-z0-9.-]/g, '') })
}
