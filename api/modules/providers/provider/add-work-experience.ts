/** `POST /provider/work-experience`: spec 001 §5 company, job title, start date and job description required. */
import { WorkExperienceContract, type WorkExperienceBody } from '../../../../shared/contracts/profile'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, ProviderCaller } from '../../../context'
import { workExperiences } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { assertRoomForAnother } from './queries'
import { toWorkExperienceDto } from './to-dto'

/** The stored columns of a checked body: trimmed text, no end date on a current job. */
export function workExperienceValues(input: WorkExperienceBody) {
  const errors = validate(WorkExperienceContract, input)
  if (errors.length) throw new ValidationError(errors)
  return {
    company: input.company.trim(),
    jobTitle: input.jobTitle.trim(),
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    isCurrent: input.isCurrent ?? false,
    jobDescription: input.jobDescription.trim(),
  }
}

export async function addWorkExperience({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: WorkExperienceBody }) {
  const values = workExperienceValues(input)
  return ctx.db.write(async (tx) => {
    await assertRoomForAnother(tx, caller.providerId, 'workExperiences')
    const now = ctx.clock.now()
    const [row] = await tx.insert(workExperiences).values({ providerId: caller.providerId, ...values, createdAt: now, updatedAt: now }).returning()
    return toWorkExperienceDto(row!)
  })
}
