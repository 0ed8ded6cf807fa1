/**
 * Where sessions live on the device.
 *
 * Providers and facility users keep their token in localStorage, beside the kind of account,
 * so route guards can decide synchronously which area to open. Admin-panel staff keep theirs
 * in a cookie named `token` (spec 000 §2 and 001 §2: the admin client reads its bearer token
 * from that cookie). The two never mix: signing out of one leaves the other alone.
 */
import type { UserType } from '@shared/enums'

export interface UserSession {
  token: string
  userType: UserType
}

const USER_KEY = 'shiftwell.session'
const ADMIN_COOKIE = 'token'
/**
 * Twelve hours, from sign-in: a working day, after which staff sign in again. The admin client
 * reads this cookie to send its bearer, so it cannot be HttpOnly; a short life bounds how long a
 * token left on a shared computer, or read by a script that got past the CSP, stays in the
 * browser (docs/decisions.md "Security headers and cookies").
 */
const ADMIN_COOKIE_MAX_AGE_SECONDS = 12 * 60 * 60
/**
 * Runtime caches that may hold a signed-in person's data: the service worker's NetworkFirst rule,
 * and the files kept to open offline (`offline-files`, src/offline/file-cache.ts).
 */
const PRIVATE_CACHES = ['api-data', 'offline-files']

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function forgetCachedData(): void {
  if (typeof caches === 'undefined') return
  for (const name of PRIVATE_CACHES) void caches.delete(name).catch(() => undefined)
}

export const userSession = {
  get(): UserSession | null {
    const raw = readStorage(USER_KEY)
    if (!raw) return null
    try {
      const parsed = JSON.parse(raw) as Partial<UserSession>
      if (typeof parsed.token !== 'string' || (parsed.userType !== 'PROVIDER' && parsed.userType !== 'FACILITY')) return null
      return { token: parsed.token, userType: parsed.userType }
    } catch {
      return null
    }
  },
  set(session: UserSession): void {
    localStorage.setItem(USER_KEY, JSON.stringify(session))
  },
  clear(): void {
    try {
      localStorage.removeItem(USER_KEY)
    } catch {
      // Storage disabled: nothing was stored either.
    }
    forgetCachedData()
  },
}

/** Over https the cookie never travels over plain http; on http (a local install) it cannot be Secure. */
function secureOnHttps(): string {
  return location.protocol === 'https:' ? '; Secure' : ''
}

export const adminSession = {
  getToken(): string | null {
    for (const part of document.cookie.split(';')) {
      const [name, ...rest] = part.trim().split('=')
      if (name === ADMIN_COOKIE) {
        const value = decodeURIComponent(rest.join('='))
        return value || null
      }
    }
    return null
  },
  set(token: string): void {
    document.cookie = `${ADMIN_COOKIE}=${encodeURIComponent(token)}; Path=/; Max-Age=${ADMIN_COOKIE_MAX_AGE_SECONDS}; SameSite=Strict${secureOnHttps()}`
  },
  clear(): void {
    document.cookie = `${ADMIN_COOKIE}=; Path=/; Max-Age=0; SameSite=Strict${secureOnHttps()}`
    forgetCachedData()
  },
}

/** The home of each kind of account. */
export function areaFor(userType: UserType): '/provider' | '/facility' {
  return userType === 'PROVIDER' ? '/provider' : '/facility'
}
