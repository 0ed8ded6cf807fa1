/**
 * How one queued operation reaches the server. Injectable so the property test can stand an
 * in-process model of the server's idempotency rules in for `fetch`.
 */
import { API_BASE } from '../lib/api'
import { reportNoAnswer } from '../lib/connectivity'
import { MultipartBody } from './operations'

export interface SendRequest {
  method: 'POST' | 'PUT'
  path: string
  body?: unknown
  idempotencyKey: string
  token?: string
}

export interface SendResult {
  status: number
  body: unknown
}

/** No answer reached us: offline, reset, timeout. The server may or may not have applied it. */
export class NetworkError extends Error {
  constructor(message = 'Network error') {
    super(message)
    this.name = 'NetworkError'
  }
}

/** Resolves with any HTTP answer; rejects with `NetworkError` only when none arrived. */
export type Transport = (request: SendRequest) => Promise<SendResult>

/** Long enough for a slow phone network, short enough that the queue does not stall forever. */
const SEND_TIMEOUT_MS = 30_000

export const fetchTransport: Transport = async (request) => {
  const headers: Record<string, string> = { Accept: 'application/json', 'Idempotency-Key': request.idempotencyKey }
  const raw = request.body instanceof MultipartBody ? request.body : null
  if (raw) headers['Content-Type'] = raw.contentType
  else if (request.body !== undefined) headers['Content-Type'] = 'application/json'
  if (request.token) headers.Authorization = `Bearer ${request.token}`
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS)
  let response: Response
  let text: string
  try {
    response = await fetch(API_BASE + request.path, {
      method: request.method,
      headers,
      body: raw ? raw.blob : request.body === undefined ? undefined : JSON.stringify(request.body),
      credentials: 'same-origin',
      signal: controller.signal,
    })
    text = await response.text()
  } catch {
    reportNoAnswer()
    throw new NetworkError()
  } finally {
    clearTimeout(timer)
  }
  let body: unknown = undefined
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      body = undefined
    }
  }
  return { status: response.status, body }
}
