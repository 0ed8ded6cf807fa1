/**
 * The registry of offline writes (STYLE.md example 9): each named operation maps its payload to
 * one API call. Payloads carry the path ids beside the body fields; `body` strips the ids so the
 * API's strict contracts see only what they expect.
 */
import type { OperationName } from './types'

export interface OperationRequest {
  method: 'POST' | 'PUT'
  path: string
  body?: unknown
}

interface OperationSpec {
  method: 'POST' | 'PUT'
  path: (payload: Record<string, unknown>) => string
  body?: (payload: Record<string, unknown>) => unknown
}

function seg(payload: Record<string, unknown>, name: string): string {
  const value = payload[name]
  if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`Operation payload needs ${name}`)
  return encodeURIComponent(String(value))
}

/** Picks the named fields that are present; absent optional fields stay absent. */
function pick(payload: Record<string, unknown>, names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const name of names) if (payload[name] !== undefined) out[name] = payload[name]
  return out
}

export const operations: Record<OperationName, OperationSpec> = {
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
}

/** The HTTP call an operation stands for. Throws on a payload without its path ids. */
export function toRequest(op: OperationName, payload: unknown): OperationRequest {
  const spec = operations[op]
  const p = (payload && typeof payload === 'object' ? payload : {}) as Record<string, unknown>
  const request: OperationRequest = { method: spec.method, path: spec.path(p) }
  if (spec.body) request.body = spec.body(p)
  return request
}
