/**
 * `POST /facility/shift/{shiftGroupId}/hire {applicantId, paymentMethodId, useFreeShift}`: the
 * facility hires an applicant and is charged at once (domain "Hire"). `applicantId` is the
 * application's id (as listed by the applicants call); a provider id is accepted too.
 */
import { and, eq, or, sql } from 'drizzle-orm'
import type { AppContext, FacilityCaller } from '../../../context'
import type { Tx } from '../../../db/client'
import { prepared } from '../../../db/prepared'
import { applications } from '../../../db/schema'
import { NotFoundError, ValidationError } from '../../../errors'
import { giveBackFreeShift, takeFreeShift } from '../../benefits'
import { hire } from '../hire'
import { getUsablePaymentMethod } from '../../payments'
import { getGroupInScope } from '../queries'

export interface HireApplicantInput {
  applicantId: string
  paymentMethodId?: string | null | undefined
  useFreeShift?: boolean | undefined
}

const applicationByIdOrProvider = (db: Tx) =>
  db
    .select()
    .from(applications)
    .where(and(eq(applications.shiftGroupId, sql.placeholder('shiftGroupId')), or(eq(applications.id, sql.placeholder('applicantId')), eq(applications.providerId, sql.placeholder('applicantId')))))
    .prepare()

export async function hireApplicant({ ctx, caller, shiftGroupId, input }: { ctx: AppContext; caller: FacilityCaller; shiftGroupId: string; input: HireApplicantInput }) {
  let hired: { shiftGroupId: string; providerId: string; applicationId: string } | null = null
  // The checks run inside the hire's transaction, in this order, before anything is reserved.
  const { shiftId } = await hire(ctx, async (tx) => {
    const group = await getGroupInScope(tx, caller, shiftGroupId)
    const application = await prepared(tx, applicationByIdOrProvider).get({ shiftGroupId: group.id, applicantId: input.applicantId })
    if (!application) throw new NotFoundError('applicant')
    if (!input.paymentMethodId) throw ValidationError.field('paymentMethodId', 'Payment method ID is required')
    const usableMethod = await getUsablePaymentMethod(tx, { organizationId: caller.organizationId, facilityId: group.facilityId, paymentMethodId: input.paymentMethodId })
    // A free shift of the organization's benefits waives the seat's fee; spent in this transaction.
    // A declined charge releases the seat and gives the free shift back (benefits' face).
    const freeShift = input.useFreeShift ? await takeFreeShift(tx, caller.organizationId) : null
    hired = { shiftGroupId: group.id, providerId: application.providerId, applicationId: application.id }
    return {
      shiftGroupId: group.id,
      applicationId: application.id,
      paymentMethodId: input.paymentMethodId,
      hiredByUserId: caller.userId,
      usableMethod,
      read: { group, application },
      ...(freeShift ? { waiveFee: true, onRelease: (release: Tx) => giveBackFreeShift(release, freeShift.organizationBenefitStateId) } : {}),
    }
  }, caller)
  return { shiftId, ...hired! }
}
