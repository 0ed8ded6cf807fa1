/**
 * The one way the app talks to the API: JSON over fetch under `/api`, with the caller's token.
 *
 * Every failure becomes an `ApiError` whose `message` is safe to show as is: the API's own
 * words for 4xx answers (the seeds' messages), plain sentences for network trouble and server
 * faults. Raw bodies, stacks and status texts never reach the screen.
 */
import type { FieldError } from '@shared/validation/validate'
import { reportNoAnswer } from './connectivity'
import { adminSession, userSession } from './session'

export const API_BASE = '/api'

export class ApiError extends Error {
  readonly status: number
  readonly errors: FieldError[]
  /** The answer's other fields, for the few refusals that carry more than a message (a 405's prices). */
  readonly details: Record<string, unknown>

  constructor(status: number, message: string, errors: FieldError[] = [], details: Record<string, unknown> = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.errors = errors
    this.details = details
  }

  /** No answer at all: offline, DNS, connection reset. */
  get isNetworkError(): boolean {
    return this.status === 0
  }
}

export const OFFLINE_MESSAGE = "You're offline. Check your connection and try again."
export const SERVER_FAULT_MESSAGE = 'Something went wrong on our side. Please try again in a moment.'

const FALLBACK_BY_STATUS: Record<number, string> = {
  400: 'Please check the highlighted fields.',
  401: 'Please sign in again.',
  403: "You don't have access to this.",
  404: "We couldn't find what you were looking for.",
  409: 'This conflicts with something that already exists.',
  422: "This can't be done right now.",
  429: 'Too many attempts. Please wait a moment and try again.',
}

/**
 * Which credentials a call carries. `user`: a provider's or facility user's token. `admin`: the
 * admin-panel cookie, plus the `x-app-source: admin-panel` header the seeds require on every
 * admin-panel request. `none`: public calls (sign-up, reference lists, log-in).
 */
export type Auth = 'user' | 'admin' | 'none'

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  body?: unknown
  auth?: Auth
  /** Sends the admin-panel source header without a token (the admin log-in itself). */
  adminSource?: boolean
  query?: Record<string, string | number | boolean | null | undefined>
  signal?: AbortSignal
}

function toFieldErrors(value: unknown): FieldError[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((e) =>
    e && typeof e === 'object' && typeof (e as FieldError).field === 'string' && typeof (e as FieldError).message === 'string'
      ? [{ field: (e as FieldError).field, message: (e as FieldError).message }]
      : [],
  )
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = API_BASE + (path.startsWith('/') ? path : `/${path}`)
  if (!query) return url
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const qs = params.toString()
  return qs ? `${url}?${qs}` : url
}

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, auth = 'user', query, signal } = options
  const headers: Record<string, string> = { Accept: 'application/json' }
  if (body !== undefined) headers['Content-Type'] = 'application/json'
  if (auth === 'admin' || options.adminSource) headers['x-app-source'] = 'admin-panel'
  const token = auth === 'user' ? userSession.get()?.token : auth === 'admin' ? adminSession.getToken() : null
  if (token) headers.Authorization = `Bearer ${token}`

  let response: Response
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    })
  } catch (error) {
    if (signal?.aborted) throw error
    reportNoAnswer()
    throw new ApiError(0, OFFLINE_MESSAGE)
  }

  if (response.status === 204) return undefined as T
  const text = await response.text()
  let data: unknown = undefined
  if (text) {
    try {
      data = JSON.parse(text)
    } catch {
      data = undefined
    }
  }

  if (response.ok) return data as T

  if (response.status >= 500) throw new ApiError(response.status, SERVER_FAULT_MESSAGE)
  const payload = (data && typeof data === 'object' ? data : {}) as { message?: unknown; errors?: unknown }
  const message =
    typeof payload.message === 'string' && payload.message.trim()
      ? payload.message
      : (FALLBACK_BY_STATUS[response.status] ?? 'Something went wrong. Please try again.')
  throw new ApiError(response.status, message, toFieldErrors(payload.errors), payload as Record<string, unknown>)
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  /** A body only where the call names its target in it (`DELETE /facility/{id}/ffm/files`). */
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
}

/** A message for any thrown value, for places that show errors in words. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message
  return 'Something went wrong. Please try again.'
}
