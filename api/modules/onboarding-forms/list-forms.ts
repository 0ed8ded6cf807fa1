/**
 * `GET /facility/ffm/onboardings` (issue 13 §8, spec 000 §3): the onboarding form of each facility
 * the caller sees, paged (api-contract "Lists"), by facility name. Facilities without a form get
 * their DRAFT here, so the list has one item per facility.
 */
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm'
import type { FfmListQuery } from '../../../shared/contracts/onboarding-forms'
import type { AppContext, FacilityCaller } from '../../context'
import { facilities } from '../../db/schema'
import { pageRequest, pagination } from '../../lib/paging'
import { ensureForms, formsOfFacilities } from './queries'
import { toFfmSummary } from './to-dto'

export async function listOnboardingForms({ ctx, caller, query }: { ctx: AppContext; caller: FacilityCaller; query: FfmListQuery }) {
  const request = pageRequest(query)
  const visible = and(
    eq(facilities.organizationId, caller.organizationId),
    isNull(facilities.deletedAt),
    caller.facilityIds === null ? undefined : inArray(facilities.id, caller.facilityIds.length ? caller.facilityIds : ['']),
  )
  const brief = { id: facilities.id, organizationId: facilities.organizationId, name: facilities.name, city: facilities.city, state: facilities.state, image: facilities.image }
  const [page, total] = await Promise.all([
    ctx.db.read.select(brief).from(facilities).where(visible).orderBy(asc(facilities.name), asc(facilities.id)).limit(request.pageSize).offset(request.offset),
    ctx.db.read.select({ n: count() }).from(facilities).where(visible).get(),
  ])
  let forms = await formsOfFacilities(ctx.db.read, page.map((f) => f.id))
  const missing = page.filter((f) => !forms.has(f.id))
  if (missing.length) {
    await ctx.db.write((tx) => ensureForms(tx, missing, ctx.clock.now()))
    forms = await formsOfFacilities(ctx.db.read, page.map((f) => f.id))
  }
  return { data: page.map((f) => toFfmSummary(forms.get(f.id)!, f)), pagination: pagination(request, total?.n ?? 0) }
}
