/**
 * Checkr (https://docs.checkr.com): HTTP basic auth with the API key as user, a candidate
 * (`POST /v1/candidates`) and an invitation for the package (`POST /v1/invitations`), read back
 * with `GET /v1/invitations/{id}`. `fetch` is injectable so tests never touch the network.
 */
import type { BackgroundCheckVendor, CandidateDetails, VendorCase } from './vendor'

export interface CheckrOptions {
  apiKey: string
  apiBase?: string
  /** Checkr's package slug for a pharmacy professional's check. */
  packageSlug?: string
  fetch?: typeof fetch
}

export function createCheckrVendor(options: CheckrOptions): BackgroundCheckVendor {
  const base = options.apiBase ?? 'https://api.checkr.com'
  const doFetch = options.fetch ?? fetch
  const auth = `Basic ${Buffer.from(`${options.apiKey}:`).toString('base64')}`

  async function call(method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, idempotencyKey?: string): Promise<Record<string, unknown> | null> {
    const res = await doFetch(`${base}${path}`, {
      method,
      headers: { Authorization: auth, 'Content-Type': 'application/json', ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    if (res.status === 404) return null
    if (!res.ok) throw new Error(`Checkr answered ${res.status} to ${method} ${path}`)
    return (await res.json()) as Record<string, unknown>
  }

  const toCase = (invitation: Record<string, unknown>): VendorCase => ({
    candidateId: String(invitation.candidate_id),
    caseId: String(invitation.id),
    invitationUrl: String(invitation.invitation_url),
    vendorStatus: String(invitation.status ?? 'pending'),
  })

  return {
    name: 'checkr',
    webhookSecret: options.apiKey,
    async createCase(candidate: CandidateDetails, idempotencyKey: string) {
      const created = await call('POST', '/v1/candidates', { email: candidate.email, first_name: candidate.firstName, last_name: candidate.lastName, custom_id: candidate.providerId }, `${idempotencyKey}:candidate`)
      const invitation = await call('POST', '/v1/invitations', { candidate_id: created!.id, package: options.packageSlug ?? 'driver_pro' }, `${idempotencyKey}:invitation`)
      return toCase(invitation!)
    },
    async readCase(caseId: string) {
      const invitation = await call('GET', `/v1/invitations/${encodeURIComponent(caseId)}`)
      return invitation ? toCase(invitation) : null
    },
  }
}
