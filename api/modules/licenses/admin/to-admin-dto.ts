/** Rows → the admin panel's license shapes (shared/contracts/licenses.ts "the admin panel"). */
import type { AdminLicense, AdminLicenseDetail, LicenseDecision, OtherLicense } from '../../../../shared/contracts/licenses'
import { stateBoardOf } from '../../../../shared/reference/state-boards'
import type { AppContext } from '../../../context'
import type { licenses } from '../../../db/schema'
import { signedDownloadUrl } from '../../../integrations/storage/signed-urls'
import { isExpired, licenseStatus } from '../verification-status'
import type { decisionsOn, ReviewRow } from './queries'

type LicenseRow = typeof licenses.$inferSelect

const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`.trim()

function stateBoard(state: string): AdminLicense['stateBoard'] {
  const board = stateBoardOf(state)
  // Every license's state is a state code (checked at sign-up and on every write), so this never
  // falls through; if it ever did, staff get the boards' national association rather than no link.
  if (!board) return { name: `${state} board of pharmacy`, lookupUrl: 'https://nabp.pharmacy/', isLicenseSearch: false }
  return { name: board.name, lookupUrl: board.lookupUrl, isLicenseSearch: board.isLicenseSearch }
}

function lastDecision(row: ReviewRow): LicenseDecision | null {
  const { license, decidedBy } = row
  const status = licenseStatus(license)
  if (status === 'PENDING') return null
  return {
    status,
    // A license verified outside the panel (the testing helpers, the demo data) has no decision columns.
    decidedAt: (license.decidedAt ?? license.verifiedAt ?? license.updatedAt).toISOString(),
    decidedBy: decidedBy ? { id: decidedBy.id, name: fullName(decidedBy) } : null,
    rejectionReason: status === 'REJECTED' ? license.rejectionReason : null,
  }
}

export function toAdminLicense(ctx: AppContext, row: ReviewRow): AdminLicense {
  const { license, provider } = row
  return {
    licenseId: license.id,
    state: license.state,
    licenseNumber: license.licenseNumber,
    expirationDate: license.expirationDate,
    isExpired: isExpired(license.expirationDate, ctx.clock.now()),
    providerType: license.providerType,
    status: licenseStatus(license),
    submittedAt: (license.submittedAt ?? license.createdAt).toISOString(),
    updatedAt: license.updatedAt.toISOString(),
    filename: license.filename,
    contentType: license.contentType,
    filelink: license.fileId ? signedDownloadUrl(ctx, license.fileId) : null,
    stateBoard: stateBoard(license.state),
    provider: { ...provider },
    decision: lastDecision(row),
  }
}

function toOtherLicense(ctx: AppContext, row: LicenseRow): OtherLicense {
  return {
    licenseId: row.id,
    state: row.state,
    licenseNumber: row.licenseNumber,
    expirationDate: row.expirationDate,
    isExpired: isExpired(row.expirationDate, ctx.clock.now()),
    status: licenseStatus(row),
  }
}

type DecisionEvent = Awaited<ReturnType<typeof decisionsOn>>[number]

/** An audit event of a decision → the decision it records (`after` holds the status and reason it set). */
function toRecordedDecision(event: DecisionEvent): LicenseDecision {
  const after = (event.after ? JSON.parse(event.after) : {}) as { status?: string; rejectionReason?: string | null }
  const status = event.action === 'license.reject' ? 'REJECTED' : 'VERIFIED'
  return {
    status,
    decidedAt: event.occurredAt.toISOString(),
    decidedBy: event.actorKind === 'team_member' ? { id: event.actorId, name: event.firstName ? fullName({ firstName: event.firstName, lastName: event.lastName ?? '' }) : 'A former team member' } : null,
    rejectionReason: status === 'REJECTED' ? (after.rejectionReason ?? null) : null,
  }
}

export function toAdminLicenseDetail(ctx: AppContext, row: ReviewRow, others: LicenseRow[], decisions: DecisionEvent[]): AdminLicenseDetail {
  return { ...toAdminLicense(ctx, row), otherLicenses: others.map((o) => toOtherLicense(ctx, o)), decisions: decisions.map(toRecordedDecision) }
}
