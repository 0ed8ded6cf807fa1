import { describe, expect, test } from 'bun:test'
import { createCheckrVendor } from './checkr'
import { isVendorSignatureValid, signVendorPayload } from './signature'

/** A stand-in for Checkr's API: records each request and answers like Checkr; never the network. */
function fakeCheckr() {
  const requests: { method: string; url: string; auth: string | null; idempotencyKey: string | null; body: unknown }[] = []
  const fakeFetch = (async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers)
    requests.push({ method: init.method!, url, auth: headers.get('authorization'), idempotencyKey: headers.get('idempotency-key'), body: init.body ? JSON.parse(String(init.body)) : null })
    if (url.endsWith('/v1/candidates')) return Response.json({ id: 'cand_1' }, { status: 201 })
    if (url.endsWith('/v1/invitations')) return Response.json({ id: 'inv_1', candidate_id: 'cand_1', invitation_url: 'https://apply.checkr.com/i/1', status: 'pending' }, { status: 201 })
    if (url.endsWith('/v1/invitations/inv_1')) return Response.json({ id: 'inv_1', candidate_id: 'cand_1', invitation_url: 'https://apply.checkr.com/i/1', status: 'completed' })
    if (url.endsWith('/v1/invitations/down')) return new Response('oops', { status: 500 })
    return new Response('{}', { status: 404 })
  }) as unknown as typeof fetch
  return { fetch: fakeFetch, requests }
}

describe('the Checkr vendor', () => {
  test('creates a candidate then an invitation, with basic auth and idempotency keys', async () => {
    const checkr = fakeCheckr()
    const vendor = createCheckrVendor({ apiKey: 'key_test_1', apiBase: 'https://checkr.invalid', fetch: checkr.fetch })
    const opened = await vendor.createCase({ providerId: 'prov-1', email: 'a@b.test', firstName: 'Ana', lastName: 'Ruiz' }, 'check-1')
    expect(opened).toEqual({ candidateId: 'cand_1', caseId: 'inv_1', invitationUrl: 'https://apply.checkr.com/i/1', vendorStatus: 'pending' })
    expect(checkr.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST https://checkr.invalid/v1/candidates', 'POST https://checkr.invalid/v1/invitations'])
    expect(checkr.requests[0]!.auth).toBe(`Basic ${Buffer.from('key_test_1:').toString('base64')}`)
    expect(checkr.requests[0]!.body).toEqual({ email: 'a@b.test', first_name: 'Ana', last_name: 'Ruiz', custom_id: 'prov-1' })
    expect(checkr.requests.map((r) => r.idempotencyKey)).toEqual(['check-1:candidate', 'check-1:invitation'])
    expect(checkr.requests[1]!.body).toMatchObject({ candidate_id: 'cand_1' })
  })

  test('reads a case back; an unknown one is null; a failing API throws', async () => {
    const vendor = createCheckrVendor({ apiKey: 'key_test_1', apiBase: 'https://checkr.invalid', fetch: fakeCheckr().fetch })
    expect((await vendor.readCase('inv_1'))?.vendorStatus).toBe('completed')
    expect(await vendor.readCase('nope')).toBeNull()
    await expect(vendor.readCase('down')).rejects.toThrow('Checkr answered 500')
  })

  test('webhooks are signed with the API key as Checkr does (hex HMAC-SHA256 of the raw body)', () => {
    const vendor = createCheckrVendor({ apiKey: 'key_test_1', fetch: fakeCheckr().fetch })
    const raw = '{"messageId":"m1"}'
    const signature = signVendorPayload(raw, vendor.webhookSecret)
    expect(isVendorSignatureValid(raw, signature, 'key_test_1')).toBe(true)
    expect(isVendorSignatureValid(`${raw} `, signature, 'key_test_1')).toBe(false)
    expect(isVendorSignatureValid(raw, null, 'key_test_1')).toBe(false)
    expect(isVendorSignatureValid(raw, 'zz', 'key_test_1')).toBe(false)
  })
})
