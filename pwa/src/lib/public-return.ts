/**
 * Public pages a visitor may come back to after signing up or signing in (`?redirect=…`): a
 * listed job's page ("Sign up to apply"). Anything else is not followed from here.
 */
const PUBLIC_JOB_PAGE = /^\/jobs\/[A-Za-z0-9-]+$/

export function publicReturnPath(target: unknown): string | undefined {
  return typeof target === 'string' && PUBLIC_JOB_PAGE.test(target) ? target : undefined
}
