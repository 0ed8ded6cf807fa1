/**
 * Security headers on every answer (API, PWA files, the docs page, errors) and CORS.
 *
 * The Content-Security-Policy allows only this server's own files: the PWA is Vite's output
 * (one module script, one stylesheet, no inline script or style), the service worker and workbox
 * are same-origin files, and the docs page loads Swagger UI and its start-up script from
 * /api/docs/assets (openapi.ts), so `script-src 'self'` holds everywhere with no hash, nonce or
 * 'unsafe-inline'. `data:` images are Swagger UI's icons, written into its stylesheet. The
 * admin panel's token sits in a cookie scripts can read (session.ts), so this policy is what
 * keeps an injected script from running; docs/decisions.md "Security headers and cookies".
 *
 * CORS is closed unless `CORS_ORIGINS` lists a site: no other origin is told it may read an
 * answer, and its preflights are refused with 403. Answers to ordinary requests are never
 * refused by Origin: the PWA's own requests carry one too, and behind a proxy the server cannot
 * tell its public origin from the request. The API reads no cookie, so nothing is sent on a
 * foreign site's behalf without its own bearer token.
 */
import { Elysia } from 'elysia'
import type { Config } from '../config'
import { ForbiddenError } from '../errors'

/** Request headers the PWA, the admin panel and API clients send (lib/api.ts, offline/, idempotency). */
const ALLOWED_REQUEST_HEADERS = ['authorization', 'content-type', 'idempotency-key', 'x-app-source', 'x-offline-store', 'x-request-id']
const ALLOWED_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
/** Answer headers a script on an allowed site may read beside the CORS-safelisted ones. */
const EXPOSED_HEADERS = ['x-request-id', 'retry-after', 'content-disposition']
/** How long a browser may remember a preflight's answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600
const ONE_YEAR_SECONDS = 31_536_000

export function contentSecurityPolicy(https: boolean): string {
  const directives = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ]
  return directives.join('; ')
}

export function securityHeaders(publicUrl: string): Record<string, string> {
  const https = publicUrl.startsWith('https:')
  return {
    'content-security-policy': contentSecurityPolicy(https),
    'x-content-type-options': 'nosniff',
    // Older browsers that ignore frame-ancestors.
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // No Cross-Origin-Opener-Policy: `same-origin` puts every page load in a new browsing
    // context group, a process swap that cost the phone's first screen about a second of blocked
    // main thread (Lighthouse: total blocking time 1,230 → 450 ms without it). The PWA opens no
    // windows and is framed by nobody (frame-ancestors), so what it would guard — a page that
    // opened ours reading window.opener — is not worth a slower first screen
    // (docs/decisions.md "Security headers and cookies").
    // Nothing in the PWA asks for these; a script that got in cannot either.
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    // Over plain http a browser ignores HSTS, and a local or LAN install must stay reachable
    // over http, so only an https PUBLIC_URL promises https. Subdomains are left to their owners.
    ...(https ? { 'strict-transport-security': `max-age=${ONE_YEAR_SECONDS}` } : {}),
  }
}

export const securityHeadersPlugin = (config: Pick<Config, 'publicUrl' | 'corsOrigins'>) => {
  const headers = securityHeaders(config.publicUrl)
  const allowedOrigins = new Set(config.corsOrigins)
  return new Elysia({ name: 'security-headers' }).onRequest(({ request, set }) => {
    Object.assign(set.headers, headers)
    const origin = request.headers.get('origin')
    const allowed = origin !== null && allowedOrigins.has(origin)
    // The answer depends on Origin only when some site is allowed; caches must key on it then.
    if (allowedOrigins.size > 0) set.headers.vary = 'Origin'
    if (request.method === 'OPTIONS' && request.headers.has('access-control-request-method')) {
      // Browsers send preflights only for cross-origin calls, so the PWA served here never does.
      if (!allowed) throw new ForbiddenError(origin ? `Requests from ${origin.slice(0, 200)} are not allowed: the server's CORS_ORIGINS does not list that site` : 'Cross-origin requests are not allowed')
      return new Response(null, {
        status: 204,
        headers: {
          ...headers,
          vary: 'Origin',
          'access-control-allow-origin': origin,
          'access-control-allow-methods': ALLOWED_METHODS.join(', '),
          'access-control-allow-headers': ALLOWED_REQUEST_HEADERS.join(', '),
          'access-control-max-age': String(PREFLIGHT_MAX_AGE_SECONDS),
        },
      })
    }
    if (allowed) {
      set.headers['access-control-allow-origin'] = origin
      set.headers['access-control-expose-headers'] = EXPOSED_HEADERS.join(', ')
    }
  })
}
