/**
 * `POST /facility/shift/{shiftGroupId}/hire {applicantId, paymentMethodId, useFreeShift}`: the
 * facility hires an applicant and is charged at once (DOMAIN "Hire"). `applicantId` is the
 * application's id (as listed by the applicants call); a provider id is accepted too.
 */
import { and, eq, or } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../context'
import { applications } from '../../db/schema'
import { NotFoundError, RuleError, ValidationError } from '../../errors'
import { hire } from './hire'
import { getUsablePaymentMethod } from '../payments/queries'
import { getGroupInScope } from './queries'

export interface HireApplicantInput {
  applicantId: string
  paymentMethodId?: string | null | undefined
  useFreeShift?: boolean | undefined
}

export async function hireApplicant({ ctx, caller, shiftGroupId, input }: { ctx: AppContext; caller: FacilityCaller; shiftGroupId: string; input: HireApplicantInput }) {
  const group = await getGroupInScope(ctx.db.read, caller, shiftGroupId)
  const application = await ctx.db.read
    .select()
    .from(applications)
    .where(and(eq(applications.shiftGroupId, group.id), or(eq(applications.id, input.applicantId), eq(applications.providerId, input.applicantId))))
    .get()
  if (!application) throw new NotFoundError('applicant')
  // Free shifts come with organization benefits; none grants one yet.
  if (input.useFreeShift) throw new RuleError('Your organization has no free shift available')
  if (!input.paymentMethodId) throw ValidationError.field('paymentMethodId', 'Payment method ID is required')
  await getUsablePaymentMethod(ctx.db.read, { organizationId: caller.organizationId, facilityId: group.facilityId, paymentMethodId: input.paymentMethodId })
  const { shiftId } = await hire(ctx, { shiftGroupId: group.id, applicationId: application.id, paymentMethodId: input.paymentMethodId, hiredByUserId: caller.userId })
  return { shiftId, shiftGroupId: group.id, providerId: application.providerId, applicationId: application.id }
}
