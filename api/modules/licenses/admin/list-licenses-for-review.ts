/**
 * `GET /admin-panel/licenses`: the verification queue (issue 12 §2). By default the licenses
 * awaiting a decision, the one waiting longest first, so nobody waits behind later arrivals.
 * Asked for decided ones too, those follow, the latest decision first. Paged (api-contract
 * "Lists"), 7 a page by default (spec 000 §9).
 */
import { and, asc, desc, or, sql } from 'drizzle-orm'
import { ADMIN_LICENSES_PAGE_SIZE, LICENSE_STATUSES, type AdminLicenseList, type AdminLicenseListQuery, type LicenseStatus } from '../../../../shared/contracts/licenses'
import type { AppContext, TeamCaller } from '../../../context'
import { licenses, users } from '../../../db/schema'
import { pageRequest, pagination } from '../../../lib/paging'
import { requireTeamPermission } from '../../team'
import { awaitingDecision, hasAnyStatus, submittedAt } from '../verification-status'
import { countForReview, likeEscaped, likePattern, selectForReview } from './queries'
import { toAdminLicense } from './to-admin-dto'

export async function listLicensesForReview({ ctx, caller, query }: { ctx: AppContext; caller: TeamCaller; query: AdminLicenseListQuery }): Promise<AdminLicenseList> {
  requireTeamPermission(caller, 'panel.read')
  const page = pageRequest(query, ADMIN_LICENSES_PAGE_SIZE)
  // The contract lets through only statuses joined by `|`; the set drops repeats.
  const statuses = query.status ? [...new Set(query.status.split('|'))].filter((s): s is LicenseStatus => (LICENSE_STATUSES as readonly string[]).includes(s)) : ['PENDING' as const]
  const term = query.search?.trim()
  const pattern = term ? likePattern(term) : null
  const where = and(
    hasAnyStatus(statuses),
    pattern
      ? or(
          likeEscaped(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
          likeEscaped(sql`${users.email}`, pattern),
          likeEscaped(licenses.licenseNumber, pattern),
        )
      : undefined,
  )
  const rows = await selectForReview(ctx.db.read, where)
    .orderBy(...orderFor(statuses))
    .limit(page.pageSize)
    .offset(page.offset)
  const total = await countForReview(ctx.db.read, where, { joinHolder: pattern !== null })
  return { data: rows.map((row) => toAdminLicense(ctx, row)), pagination: pagination(page, total) }
}

/**
 * One status reads its partial index in the index's order (db/schema/providers.ts). Several
 * together (not a screen of the PWA, but the API allows it) are sorted: waiting first, the longest
 * waiting first, then the latest decision first.
 */
export function orderFor(statuses: readonly LicenseStatus[]) {
  if (statuses.length === 1) {
    return statuses[0] === 'PENDING' ? [asc(submittedAt), asc(licenses.id)] : [desc(licenses.decidedAt), desc(licenses.id)]
  }
  return [desc(awaitingDecision), asc(sql`CASE WHEN ${awaitingDecision} THEN ${submittedAt} END`), desc(licenses.decidedAt), desc(licenses.id)]
}
