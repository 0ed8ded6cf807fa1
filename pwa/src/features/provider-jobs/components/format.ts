/** How the job board writes pay, places and dates for a provider. */
import type { JobCard } from '@shared/contracts/careers-search'

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 })
const USD_CENTS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export const JOB_TYPE_LABELS: Record<string, string> = { FULL_TIME: 'Full time', PART_TIME: 'Part time', CONTRACT: 'Contract' }
export const LOCATION_LABELS: Record<string, string> = { ON_SITE: 'On site', REMOTE: 'Remote', HYBRID: 'Hybrid' }
export const TITLE_LABELS: Record<string, string> = { PHARMACIST: 'Pharmacist', TECHNICIAN: 'Pharmacy technician' }

/** "$62/h", "$120,000–$140,000 a year", "Contract pay". */
export function payLine(job: Pick<JobCard, 'salaryType' | 'salaryAmountType' | 'salaryAmount' | 'salaryRangeMin' | 'salaryRangeMax'>): string {
  const hourly = job.salaryType === 'HOURLY'
  const money = (n: number) => (hourly ? USD_CENTS.format(n) : USD.format(n))
  const unit = hourly ? '/h' : job.salaryType === 'ANNUAL' ? ' a year' : ''
  if (job.salaryAmountType === 'RANGE' && job.salaryRangeMin !== null && job.salaryRangeMax !== null) return `${money(job.salaryRangeMin)}–${money(job.salaryRangeMax)}${unit}`
  if (job.salaryAmount !== null) return `${money(job.salaryAmount)}${unit}`
  return job.salaryType === 'CONTRACT_BASED' ? 'Contract pay' : 'Pay not listed'
}

export function placeLine(job: Pick<JobCard, 'city' | 'state' | 'locationType'>): string {
  const place = [job.city, job.state].filter(Boolean).join(', ')
  if (job.locationType === 'REMOTE') return place ? `Remote · ${place}` : 'Remote'
  return [place, job.locationType ? LOCATION_LABELS[job.locationType] : null].filter(Boolean).join(' · ') || 'Location not listed'
}

/** "today", "3 days ago". */
export function postedAgo(iso: string | null, now = Date.now()): string {
  if (!iso) return ''
  const days = Math.floor((now - Date.parse(iso)) / 86_400_000)
  return days <= 0 ? 'Posted today' : days === 1 ? 'Posted yesterday' : `Posted ${days} days ago`
}
