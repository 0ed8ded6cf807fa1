/**
 * What the marketplace needs of a background-check vendor (issue 13 §4), in the shape of Checkr's
 * API: a candidate, an invitation that opens a case (the provider fills in their details on the
 * vendor's page), and reading the case back. Two implementations: the built-in sandbox
 * (sandbox.ts, the default) and Checkr (checkr.ts). The vendor reports changes through our
 * webhook (`POST /api/background-check/webhook`), signed with `X-Checkr-Signature`.
 */
export type VendorName = 'sandbox' | 'checkr'

export interface CandidateDetails {
  /** Our provider id, kept by the vendor as its `custom_id`. */
  providerId: string
  email: string
  firstName: string
  lastName: string
}

export interface VendorCase {
  candidateId: string
  caseId: string
  /** Where the provider fills in their details for the vendor; null for the sandbox, which asks for nothing. */
  invitationUrl: string | null
  /** The vendor's own status of the invitation or report (pending, completed, expired, clear, consider…). */
  vendorStatus: string
}

export interface BackgroundCheckVendor {
  name: VendorName
  /** Creates the candidate and the invitation; the same idempotency key answers the same case. */
  createCase(candidate: CandidateDetails, idempotencyKey: string): Promise<VendorCase>
  readCase(caseId: string): Promise<VendorCase | null>
  /** The secret the vendor signs its webhooks with. */
  webhookSecret: string
}

/** The vendor's webhook message, as our webhook reads it (spec 001 "POST /background-check/webhook"). */
export interface VendorEvent {
  messageId: string
  type: 'case.statuschange' | 'casedata.statuschange'
  object: {
    /** The case id. */
    id: string
    status?: string | null
    result?: string | null
    secondaryStatus?: string | null
    invitation?: { status?: string | null; url?: string | null } | null
    adverseAction?: { step?: string | null } | null
  }
  trackingId?: string
  createdAt?: string
}
