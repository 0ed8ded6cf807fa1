/**
 * The schema.org `JobPosting` of a public job page (https://schema.org/JobPosting, as search
 * engines read it): title, description, dates, employment type, employer, place or remote
 * eligibility, pay, education and experience. Pure, so it is tested without a browser.
 */
import type { PublicJob } from '@shared/contracts/careers-jobs'
import { EDUCATION_LEVEL_LABELS } from '@shared/enums'

const EMPLOYMENT_TYPES = { FULL_TIME: 'FULL_TIME', PART_TIME: 'PART_TIME', CONTRACT: 'CONTRACTOR' } as const
const EDUCATION = { HIGH_SCHOOL_OR_GED: 'high school', ASSOCIATES: 'associate degree', BACHELORS: 'bachelor degree', PHARMD: 'professional certificate', MASTERS: 'postgraduate degree', OTHER: null } as const

export function jobPostingJsonLd(job: PublicJob, pageUrl: string): Record<string, unknown> {
  const unitText = job.salaryType === 'HOURLY' ? 'HOUR' : job.salaryType === 'ANNUAL' ? 'YEAR' : undefined
  const value =
    job.salaryAmountType === 'RANGE' && job.salaryRangeMin != null && job.salaryRangeMax != null
      ? { '@type': 'QuantitativeValue', minValue: job.salaryRangeMin, maxValue: job.salaryRangeMax, ...(unitText ? { unitText } : {}) }
      : job.salaryAmount != null
        ? { '@type': 'QuantitativeValue', value: job.salaryAmount, ...(unitText ? { unitText } : {}) }
        : null
  const address = { '@type': 'PostalAddress', addressLocality: job.city ?? undefined, addressRegion: job.state ?? undefined, postalCode: job.zipCode ?? undefined, addressCountry: 'US' }
  const education = job.educationLevel ? EDUCATION[job.educationLevel] : null
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: pageUrl,
    identifier: { '@type': 'PropertyValue', name: job.organizationName, value: job.jobId },
    datePosted: job.postedAt ?? undefined,
    validThrough: job.listingEndsAt ?? undefined,
    employmentType: job.type ? EMPLOYMENT_TYPES[job.type] : undefined,
    hiringOrganization: { '@type': 'Organization', name: job.facilityName ?? job.organizationName },
    ...(job.locationType === 'REMOTE'
      ? { jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: job.state ? { '@type': 'State', name: job.state } : { '@type': 'Country', name: 'US' } }
      : { jobLocation: { '@type': 'Place', address } }),
    ...(value ? { baseSalary: { '@type': 'MonetaryAmount', currency: 'USD', value } } : {}),
    ...(education ? { educationRequirements: { '@type': 'EducationalOccupationalCredential', credentialCategory: education } } : job.educationLevel ? { educationRequirements: EDUCATION_LEVEL_LABELS[job.educationLevel] } : {}),
    ...(job.areYearsOfExperienceRequired && job.yearsOfExperience
      ? { experienceRequirements: { '@type': 'OccupationalExperienceRequirements', monthsOfExperience: job.yearsOfExperience * 12 } }
      : {}),
    directApply: false,
  }
}

/** The JSON for a `<script type="application/ld+json">`, safe inside HTML (no `</script>` break-out). */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')
}
