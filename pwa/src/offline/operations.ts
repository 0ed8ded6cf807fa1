/**
 * The registry of offline writes (STYLE.md example 9): each named operation maps its payload to
 * one API call. Payloads are the call's body contract plus the path ids (`types.ts`); `body`
 * leaves the ids out so the API's strict contracts see only what they expect.
 *
 * Payloads come back from the device's store, possibly queued by an earlier build, so the path
 * ids are checked again here: an item without them fails before it is sent.
 */
import type { OperationName, OperationPayloads } from './types'

export interface OperationRequest {
  method: 'POST' | 'PUT'
  path: string
  /** JSON, or a `MultipartBody` sent as it is. */
  body?: unknown
}

/** A body that is not JSON: its bytes and their Content-Type (a file upload). */
export class MultipartBody {
  constructor(
    readonly blob: Blob,
    readonly contentType: string,
  ) {}
}

/**
 * One `file` part, with a boundary of the caller's choosing: the same payload always makes the
 * same bytes (a resend must match the first request's fingerprint, api/plugins/idempotency).
 */
export function multipartFile(boundary: string, filename: string, file: Blob): MultipartBody {
  const safeName = filename.replace(/["\r\n\\]/g, '_')
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${safeName}"\r\nContent-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`
  return new MultipartBody(new Blob([head, file, `\r\n--${boundary}--\r\n`]), `multipart/form-data; boundary=${boundary}`)
}

interface OperationSpec<P> {
  method: 'POST' | 'PUT'
  path: (payload: P) => string
  body?: (payload: P) => unknown
}

/** A path segment from the payload's id, encoded; refuses a payload without it. */
function seg<P extends object>(payload: P, name: keyof P & string): string {
  const value: unknown = payload[name]
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`Operation payload needs ${name}`)
  return encodeURIComponent(String(value))
}

/** The careers chat's side a payload names (one of two path words), or a refusal. */
function careersSide(side: unknown): 'facility' | 'provider' {
  if (side !== 'facility' && side !== 'provider') throw new Error('Operation payload needs side')
  return side
}

/** Picks the named fields that are present; absent optional fields stay absent. */
function pick<P extends object, K extends keyof P>(payload: P, names: readonly K[]): Partial<Pick<P, K>> {
  const out: Partial<Pick<P, K>> = {}
  for (const name of names) if (payload[name] !== undefined) out[name] = payload[name]
  return out
}

export const operations: { [Op in OperationName]: OperationSpec<OperationPayloads[Op]> } = {
  'shift.apply': {
    method: 'POST',
    path: (p) => `/provider/shift/${seg(p, 'shiftGroupId')}/apply`,
    body: (p) => pick(p, ['message', 'expirationOptions']),
  },
  'shift.multiApply': { method: 'POST', path: () => '/provider/shift/multi-apply', body: (p) => p },
  'shift.confirmAttendance': {
    method: 'PUT',
    path: (p) => `/provider/shift/${seg(p, 'shiftGroupId')}/confirm-attendance`,
  },
  'shift.cancel': {
    method: 'PUT',
    path: (p) => `/provider/shift/${seg(p, 'shiftId')}/cancel`,
    body: (p) => pick(p, ['cancelationReason']),
  },
  'application.cancel': {
    method: 'POST',
    path: (p) => `/provider/shift-group/${seg(p, 'shiftGroupId')}/application/cancel`,
  },
  'application.expiration': {
    method: 'PUT',
    path: (p) => `/provider/application/${seg(p, 'applicationId')}/expiration`,
    body: (p) => pick(p, ['expirationOptions']),
  },
  'shift.post': { method: 'POST', path: () => '/facility/shift', body: (p) => p },
  'shift.hire': {
    method: 'POST',
    path: (p) => `/facility/shift/${seg(p, 'shiftGroupId')}/hire`,
    body: (p) => pick(p, ['applicantId', 'paymentMethodId']),
  },
  'attendance.confirm': { method: 'PUT', path: (p) => `/facility/shift/${seg(p, 'shiftId')}/attendance/confirm` },
  'attendance.adjust': {
    method: 'PUT',
    path: (p) => `/facility/shift/${seg(p, 'shiftId')}/attendance/adjust`,
    body: (p) => pick(p, ['startTime', 'endTime', 'reason', 'didProviderTakeLunchBreak']),
  },
  'attendance.noShow': { method: 'PUT', path: (p) => `/facility/shift/${seg(p, 'shiftId')}/attendance/no-show` },
  'shiftGroup.cancel': {
    method: 'PUT',
    path: (p) => `/facility/shift/${seg(p, 'shiftGroupId')}/cancel`,
    body: (p) => pick(p, ['hiredProviderId', 'cancellationReason', 'shouldRepostShift']),
  },
  'shiftGroup.close': { method: 'PUT', path: (p) => `/facility/shift/${seg(p, 'shiftGroupId')}/close` },
  'applicant.reject': { method: 'PUT', path: (p) => `/facility/shift/${seg(p, 'shiftGroupId')}/applicants/${seg(p, 'applicationId')}/reject` },
  /** The changed fields only: a field sent unchanged can still be refused once a seat is filled. */
  'shiftGroup.update': {
    method: 'PUT',
    path: (p) => `/facility/shift/${seg(p, 'shiftGroupId')}`,
    body: (p) => Object.fromEntries(Object.entries(p).filter(([k, v]) => k !== 'shiftGroupId' && v !== undefined)),
  },
  'rating.provider': {
    method: 'POST',
    path: (p) => `/rate-provider/${seg(p, 'facilityId')}`,
    body: (p) => pick(p, ['shiftId', 'providerId', 'ratings', 'comment']),
  },
  'rating.facility': { method: 'POST', path: () => '/rate-facility', body: (p) => pick(p, ['shiftId', 'ratings', 'comment']) },
  'message.send': {
    method: 'POST',
    path: (p) => `/conversations/${seg(p, 'conversationId')}/messages`,
    body: (p) => pick(p, ['content', 'clientMessageId']),
  },
  'careersMessage.send': {
    method: 'POST',
    path: (p) => `/careers/${careersSide(p.side)}/conversations/${seg(p, 'conversationId')}/messages`,
    body: (p) => pick(p, ['content', 'clientMessageId']),
  },
  'ffm.save': {
    method: 'PUT',
    path: (p) => `/facility/${seg(p, 'facilityId')}/ffm/${seg(p, 'ffmId')}`,
    body: (p) => Object.fromEntries(Object.entries(p).filter(([k, v]) => k !== 'facilityId' && k !== 'ffmId' && v !== undefined)),
  },
  'ffm.file': {
    method: 'POST',
    path: (p) => `/facility/${seg(p, 'facilityId')}/ffm/files`,
    body: (p) => {
      if (!(p.file instanceof Blob)) throw new Error('Operation payload needs file')
      return multipartFile(`ffm-${seg(p, 'clientFileId')}`, p.filename, p.file)
    },
  },
  'job.apply': {
    method: 'POST',
    path: (p) => `/careers/provider/jobs/${seg(p, 'jobId')}/apply`,
    body: (p) => pick(p, ['coverLetter', 'resumeFileId', 'referralCode', 'clientApplicationId']),
  },
}

/**
 * The HTTP call an operation stands for. `payload` is whatever the device kept; throws on one
 * without its path ids.
 */
export function toRequest(op: OperationName, payload: unknown): OperationRequest {
  const spec = operations[op] as OperationSpec<object>
  const p = payload && typeof payload === 'object' ? payload : {}
  const request: OperationRequest = { method: spec.method, path: spec.path(p) }
  if (spec.body) request.body = spec.body(p)
  return request
}
