/**
 * `GET /facility/shift/{shiftGroupId}/applicants`: the group's applicants in the extended form
 * (spec 000 §3 "Applicant"): preferred providers first, then earliest application first.
 * Canceled and expired applications, providers banned here and shadow-banned providers are left
 * out (domain "Bans and shadow bans": neither side is told).
 */
import type { ExtendedApplicant } from '../../../../shared/contracts/facility-shifts'
import type { AppContext, FacilityCaller } from '../../../context'
import { pageRequest, pagination } from '../../../lib/paging'
import { loadApplicantProfiles } from './applicant-profiles'
import { groupApplicantPage } from './applicant-rows'
import { getGroupInScope } from './queries'
import { toApplicant } from './to-dto'

export async function listGroupApplicants({
  ctx,
  caller,
  input,
}: {
  ctx: AppContext
  caller: FacilityCaller
  input: { shiftGroupId: string; page?: number | undefined; pageSize?: number | undefined }
}) {
  const db = ctx.db.read
  const now = ctx.clock.now()
  const { group } = await getGroupInScope(db, caller, input.shiftGroupId)
  const page = pageRequest(input)
  const { rows, totalItems } = await groupApplicantPage(db, group.id, now, page.pageSize, page.offset)
  const profiles = await loadApplicantProfiles(db, rows.map((r) => r.provider), now)

  const data: ExtendedApplicant[] = rows.map(({ application, provider, user, isPreferred }) => {
    const check = profiles.requirements(provider, group)
    return {
      ...toApplicant(application, { provider, user }, group, profiles),
      status: application.status,
      isRecommendedProvider: Boolean(isPreferred),
      isHired: application.isHired,
      isRejectedByFacility: application.status === 'REJECTED',
      meetsAllRequirements: check.meetsAllRequirements,
      requirementDetails: check.requirementDetails,
      missingRequirements: check.missingRequirements,
    }
  })
  return { data, pagination: pagination(page, totalItems) }
}
