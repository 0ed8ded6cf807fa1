import { publicReturnPath } from '../../lib/public-return'

/** A `redirect` search value is followed only when it is a path inside the expected area. */
export function safeRedirect(target: unknown, area: string): string | undefined {
  if (typeof target !== 'string') return undefined
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return undefined
  // A public job page ("Sign up to apply", "Sign in") is every area's to come back to.
  if (publicReturnPath(target)) return target
  return target === area || target.startsWith(`${area}/`) || target.startsWith(`${area}?`) ? target : undefined
}

export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {}
}
