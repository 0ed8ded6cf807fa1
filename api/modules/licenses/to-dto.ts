import type { License } from '../../../shared/contracts/licenses'
import type { AppContext } from '../../context'
import type { licenses } from '../../db/schema'
import { signedDownloadUrl } from '../../integrations/storage/signed-urls'
import type { LicenseCheck } from './queries'
import { licenseStatus } from './verification-status'

type LicenseRow = typeof licenses.$inferSelect

/** `filelink` is a fresh signed link on every answer: the document is private to the provider and the staff. */
export function toLicenseDto(ctx: AppContext, row: LicenseRow, check?: LicenseCheck): License {
  const status = licenseStatus(row)
  return {
    licenseId: row.id,
    filename: row.filename,
    state: row.state,
    licenseNumber: row.licenseNumber,
    expirationDate: row.expirationDate,
    // The latest background check bought for this license (`POST /background-check/license`).
    isPaymentPending: check?.isPaymentPending ?? false,
    backgroundCheckId: check?.backgroundCheckId ?? null,
    filelink: row.fileId ? signedDownloadUrl(ctx, row.fileId) : null,
    isVerified: row.isVerified,
    contentType: row.contentType,
    status,
    rejectionReason: status === 'REJECTED' ? row.rejectionReason : null,
  }
}
