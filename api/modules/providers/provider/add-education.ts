/** `POST /provider/education`: spec 001 §5 institution, major, degree type and graduation date required. */
import { EducationBody } from '../../../../shared/contracts/profile'
import { validate } from '../../../../shared/validation/validate'
import type { AppContext, ProviderCaller } from '../../../context'
import { educations } from '../../../db/schema'
import { ValidationError } from '../../../errors'
import { assertRoomForAnother } from './queries'
import { toEducationDto } from './to-dto'

/** The stored columns of a checked body. A graduation date may be ahead: a student names the expected one. */
export function educationValues(input: EducationBody) {
  const errors = validate(EducationBody, input)
  if (errors.length) throw new ValidationError(errors)
  return { institution: input.institution.trim(), major: input.major.trim(), degreeType: input.degreeType, graduationDate: input.graduationDate }
}

export async function addEducation({ ctx, caller, input }: { ctx: AppContext; caller: ProviderCaller; input: EducationBody }) {
  const values = educationValues(input)
  return ctx.db.write(async (tx) => {
    await assertRoomForAnother(tx, caller.providerId, 'educations')
    const now = ctx.clock.now()
    const [row] = await tx.insert(educations).values({ providerId: caller.providerId, ...values, createdAt: now, updatedAt: now }).returning()
    return toEducationDto(row!)
  })
}
