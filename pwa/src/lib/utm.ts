/**
 * Campaign parameters (`utm_source` …) from the link someone arrived by, kept for the tab's
 * life so a sign-up several pages later still credits the campaign (spec 001 §3 "UTM fields").
 */
const KEY = 'shiftwell.utm'
const PARAMS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const

export type UtmFields = Partial<Record<(typeof PARAMS)[keyof typeof PARAMS], string>>

export function captureUtm(search: string = location.search): void {
  const params = new URLSearchParams(search)
  const found: UtmFields = {}
  for (const [param, field] of Object.entries(PARAMS)) {
    const value = params.get(param)?.trim()
    if (value) found[field] = value.slice(0, 200)
  }
  if (Object.keys(found).length === 0) return
  try {
    sessionStorage.setItem(KEY, JSON.stringify(found))
  } catch {
    // Private mode without storage: campaigns go uncredited.
  }
}

export function storedUtm(): UtmFields {
  try {
    const raw = sessionStorage.getItem(KEY)
    return raw ? (JSON.parse(raw) as UtmFields) : {}
  } catch {
    return {}
  }
}
