/** A `redirect` search value is followed only when it is a path inside the expected area. */
export function safeRedirect(target: unknown, area: string): string | undefined {
  if (typeof target !== 'string') return undefined
  if (!target.startsWith('/') || target.startsWith('//') || target.includes('\\')) return undefined
  return target === area || target.startsWith(`${area}/`) || target.startsWith(`${area}?`) ? target : undefined
}

export function redirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return typeof search.redirect === 'string' ? { redirect: search.redirect } : {}
}
